/** What the upload calls answer when they refuse (the spec leaves these to "the server's message"). */
export const UPLOAD_MESSAGES = {
  tooManyAtOnce:
    'You already have uploads in progress. Please wait for them to finish, then try again.',
  serverBusy: 'The server is busy processing images. Please try again in a few seconds.',
  quotaFull: (usedMb: number, quotaMb: number) =>
    `Your uploads use ${usedMb} MB of your ${quotaMb} MB. Delete some, or wait: uploads not used for an image are removed after 24 hours.`,
  deleted: 'Upload(s) deleted.',
  notFound: 'Upload not found. It may have expired or been deleted.',
  libraryImageNotFound: 'That image is not in your library. It may have been deleted.',
  fromLibrary: 'Image ready to use.',
  thumbnailVideoNotFound: 'That video is not in your library. It may have been deleted.',
  thumbnailNeedsImage: 'Only an image of your library can be a video thumbnail.',
  thumbnailNeedsVideo: 'Only a video of your library can take a thumbnail.',
  thumbnailSet: 'Thumbnail updated.',
} as const;
