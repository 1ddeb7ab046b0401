/** Who speaks: it picks the voice (speech/voices.ts) and the face and brows (avatar/). */
export type Gender = 'female' | 'male';
