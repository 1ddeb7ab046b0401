import { STORYBOARD_LIMITS } from '../api/storyboard.schema';

/** What the storyboard tool's server answers say, word for word (the web app shows them as given). */
export const STORYBOARD_MESSAGES = {
  notFound: 'Storyboard not found',
  draftNotFound: 'Draft not found',
  draftDeleted: 'Draft deleted',
  tooManyDrafts: `You have ${STORYBOARD_LIMITS.maxSavedDrafts} drafts saved. Delete one to start another.`,
  sceneNotFound: 'This scene is not part of the storyboard.',
  tooManyScenes: `A storyboard can have at most ${STORYBOARD_LIMITS.maxScenes} scenes`,
  tooLong: (seconds: number) =>
    `This storyboard would run about ${seconds} s; a storyboard can be at most ${STORYBOARD_LIMITS.maxSeconds} s. Shorten or remove some lines.`,
  sceneTooLong: (position: number) =>
    `Scene ${position} is too long to say in one take: split it into two scenes.`,
  promptRequired: (position: number) => `Scene ${position}: describe what the scene shows.`,
  libraryItemRequired: (position: number) => `Scene ${position}: choose an item from your library.`,
  uploadRequired: (position: number) => `Scene ${position}: upload an image first.`,
  libraryShotNotFound: (position: number) =>
    `Scene ${position}: that clip is not one of your VEO videos.`,
  libraryStillNotFound: (position: number) =>
    `Scene ${position}: that image is not one of your library images.`,
  uploadNotFound: (position: number) =>
    `Scene ${position}: only images you uploaded can be used. Please upload it again.`,
  sceneDropped: 'The scene was dropped from its storyboard. Its credits were returned.',
  sceneNotFailed: 'Only a scene that failed can be retried or dropped.',
  storyboardEnded: 'This storyboard has already finished.',
  lastSceneDropped:
    'Every scene was dropped, so there is nothing to assemble. Your credits were returned.',
  partFailed: 'This scene could not be made. Retry it, or drop it and the rest will be assembled.',
  reusedClipGone: 'The earlier clip this scene reused is gone. Retry the scene to make it again.',
  composeFailed: 'This scene could not be put together. Retry it, or drop it.',
  assembleFailed:
    'The storyboard could not be assembled. Your credits were returned; please try again.',
  tookTooLong: 'The storyboard took too long and was stopped. Your credits were returned.',
  draftFailed: 'The scenes could not be written just now. Please try again.',
} as const;

/** The editor's preview of one scene, before the storyboard renders. */
export const STORYBOARD_PREVIEW_COPY = {
  open: 'Preview',
  openLabel: (position: number) => `Preview scene ${position}`,
  title: (position: number) => `Scene ${position} preview`,
  madeClip: 'The clip made for this scene in an earlier render, with its voice.',
  pictureOnly: 'A preview of the picture only: the voice is made when the storyboard renders.',
  seconds: (seconds: number) => `About ${seconds} s`,
  captionLabel: 'The line, as a caption',
  generatedShot: 'The clip is generated from this description when the storyboard renders:',
  generatedStill: 'The image is generated from this description when the storyboard renders:',
  noPicture: 'Choose what this scene shows to see it here.',
  loadingPicture: 'Loading the picture…',
  noPresenter: 'Choose a presenter to see them here.',
  noLine: 'Write the line this scene says.',
  bubble: (name: string) => `${name} in the corner bubble`,
} as const;
