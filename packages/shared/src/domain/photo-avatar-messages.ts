/** What the photo avatar calls and dialog say (issue #24). */
export const PHOTO_AVATAR_MESSAGES = {
  consentRequired: "Please confirm you have the right to use this person's likeness.",
  consentLabel: "I have the right to use this person's likeness",
  nameRequired: 'Please give the avatar a name.',
  voiceRequired: 'Please choose a voice.',
  voiceUnknown: 'That voice is not available. Please choose another.',
  languageRequired: 'Please choose a language.',
  imageRequired: 'Please choose a portrait photo.',
  noFace: "We couldn't find a face in this photo.",
  manyFaces: 'More than one face — crop the photo to one person.',
  faceTooSmall: 'The face is too small — use a photo where the face is at least 256 pixels across.',
  faceTurned: 'The face is turned too far — use a photo looking at the camera.',
  analysisFailed: 'The photo could not be checked right now. Please try again in a minute.',
  notFound: 'Photo avatar not found. It may have been deleted.',
  deletedBeforeRender:
    'The photo avatar was deleted before the video was made. Your credits were returned.',
  tooMany: (max: number) => `You can keep up to ${max} photo avatars. Delete one to add another.`,
  created: 'Photo avatar created.',
  deleted: 'Photo avatar deleted.',
} as const;
