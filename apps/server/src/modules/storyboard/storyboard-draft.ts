import type { SceneVisual, StoryboardScene } from '@orato/shared';
import type { SceneDraft } from '../../adapters/script-writer/script-writer';
import { promptFromLine } from '../../lib/scene-lines';

/**
 * The proposed mix: the presenter opens and closes; the scenes between alternate generated shots
 * and stills (a shot first), each with the prompt proposed for its line.
 */
export function proposeScenes(drafted: readonly SceneDraft[]): StoryboardScene[] {
  const last = drafted.length - 1;
  let between = 0;
  return drafted.map(({ line, prompt }, index) => {
    let visual: SceneVisual;
    if (index === 0 || index === last) {
      visual = { kind: 'presenter' };
    } else {
      const kind = between % 2 === 0 ? 'shot' : 'still';
      between += 1;
      visual = { kind, source: 'generate', prompt: prompt || promptFromLine(line) };
    }
    return { line, visual };
  });
}
