/** A point of the face mesh, in pixels of the stored portrait (z: relative depth, same scale as x). */
export type MeshPoint = readonly [x: number, y: number, z: number];

/**
 * What face analysis finds in a portrait, computed once at upload and stored with the photo
 * avatar: the renderer warps the mouth and eyes from it without running a model per frame.
 */
export interface FaceLandmarks {
  /** The portrait the points refer to (after it was sanitised and stored). */
  imageWidth: number;
  imageHeight: number;
  box: { x: number; y: number; width: number; height: number };
  /** 478 points in MediaPipe Face Mesh order (468 mesh + 10 iris). */
  mesh: readonly MeshPoint[];
  /** Head rotation in radians: yaw (left/right), pitch (up/down), roll (tilt). */
  rotation: { yaw: number; pitch: number; roll: number };
}

/** Why a portrait cannot become a photo avatar; each has its own message for the user. */
export type FaceRejection = 'no-face' | 'many-faces' | 'face-too-small' | 'face-turned';
