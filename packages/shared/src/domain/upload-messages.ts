/** What the upload calls answer when they refuse (the spec leaves these to "the server's message"). */
export const UPLOAD_MESSAGES = {
  tooManyAtOnce:
    'You already have uploads in progress. Please wait for them to finish, then try again.',
  serverBusy: 'The server is busy processing images. Please try again in a few seconds.',
} as const;
