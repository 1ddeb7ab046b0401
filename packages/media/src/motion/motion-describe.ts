/** The clip in plain words: what moves in it, the camera, the text, and what could not be shown. */
import type { MotionHint } from '../illustration/illustration.catalogue';
import type { CameraMove } from './motion-camera';
import type { ScenePlan } from './motion.types';

/** What each kind of subject does, said of one and of several. */
const VERBS: Record<MotionHint, [string, string]> = {
  fly: ['flies across the sky', 'fly across the sky'],
  drive: ['drives past', 'drive past'],
  walk: ['walks across the scene', 'walk across the scene'],
  swim: ['swims past', 'swim past'],
  sail: ['sails past', 'sail past'],
  float: ['drifts across the sky', 'drift across the sky'],
  still: ['stands in the scene', 'stand in the scene'],
};

const CAMERA: Record<CameraMove, string> = {
  none: '',
  zoom: ' The camera zooms in.',
  drone: ' The camera rises away like a drone.',
  pan: ' The camera pans across.',
  orbit: ' The camera circles the scene.',
};

function subjectPhrases(plan: ScenePlan): string[] {
  const counts = new Map<string, { count: number; motion: MotionHint }>();
  for (const sprite of plan.sprites) {
    // 'woman walking' is said as 'a woman walks'; a broader picture says so
    const word = `${sprite.word.replace(/\s+\w+ing$/, '')}${sprite.drawnAs ? ` (drawn as a ${sprite.drawnAs})` : ''}`;
    const entry = counts.get(word) ?? { count: 0, motion: sprite.motion };
    counts.set(word, { ...entry, count: entry.count + 1 });
  }
  return [...counts].map(([word, { count, motion }]) =>
    count === 1 ? `A ${word} ${VERBS[motion][0]}` : `${count} ${word}s ${VERBS[motion][1]}`,
  );
}

export function describeMotionPlan(plan: ScenePlan): string {
  const subjects = subjectPhrases(plan);
  const moving =
    subjects.length > 0 ? `${subjects.join('. ')}.` : 'An animated scene drawn from your prompt.';
  const text = plan.showText ? ` The title reads "${plan.keyPhrase}".` : '';
  const missing =
    plan.missing.length > 0
      ? ` ${plan.missing.map((word) => `"${word}"`).join(', ')} ${plan.missing.length === 1 ? 'has' : 'have'} no illustration in the offline engine, so ${plan.missing.length === 1 ? 'it is' : 'they are'} not shown.`
      : '';
  return `${moving}${CAMERA[plan.camera]}${text}${missing}`;
}
