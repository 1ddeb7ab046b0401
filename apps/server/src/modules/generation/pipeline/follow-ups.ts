import { on, type Subscriber } from './pipeline.events';

/**
 * What follows a generation's end, in order, read here and nowhere else: a storyboard's part tells
 * its storyboard (its scene composes); any other job tells its owner by e-mail (by their setting)
 * and records its webhook event. A storyboard's scene that needs no render composes at once, and
 * a dropped scene lets the rest assemble.
 */
export function followUps(parts: {
  storyboards: {
    partEnded(generationId: string): Promise<unknown>;
    queueComposition(sceneId: string): Promise<unknown>;
    assembleWhenReady(storyboardId: string): Promise<unknown>;
  };
  notices: { afterEnd(generationId: string): Promise<unknown> };
  webhooks: { afterEnd(generationId: string): Promise<unknown> };
}): Subscriber[] {
  const { storyboards, notices, webhooks } = parts;
  return [
    // a part's failure to tell is caught up by the storyboard's sweep
    on('generation.ended', 'storyboard not told of its part', async (ended) => {
      if (ended.storyboardId) {
        await storyboards.partEnded(ended.generationId);
      }
    }),
    on('generation.ended', 'job notice not sent', async (ended) => {
      if (!ended.storyboardId) {
        await notices.afterEnd(ended.generationId);
      }
    }),
    on('generation.ended', 'webhook event not recorded', async (ended) => {
      if (!ended.storyboardId) {
        await webhooks.afterEnd(ended.generationId);
      }
    }),
    on('storyboard.scene-ready', 'scene composition not queued', ({ sceneId }) =>
      storyboards.queueComposition(sceneId),
    ),
    on('storyboard.scene-dropped', 'storyboard not assembled after a drop', ({ storyboardId }) =>
      storyboards.assembleWhenReady(storyboardId),
    ),
  ];
}
