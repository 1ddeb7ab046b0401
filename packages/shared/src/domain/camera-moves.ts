/**
 * The slow camera move over a still, in the order the storyboard engine gives them to scenes
 * (`cameraMoveFor` of the media package): the editor's preview moves the same way the render will.
 */
export const STILL_CAMERA_MOVES = ['push-in', 'pan-right', 'pull-out', 'pan-left'] as const;
export type StillCameraMove = (typeof STILL_CAMERA_MOVES)[number];

/** The move of the still at this place (0 for the first scene) in its storyboard. */
export function stillCameraMove(index: number): StillCameraMove {
  const count = STILL_CAMERA_MOVES.length;
  return STILL_CAMERA_MOVES[((index % count) + count) % count]!;
}
