import path from 'node:path';
import { describeMotionPlan, renderMotionVideo, type FfmpegBinaries } from '@orato/media';
import type { VeoRequest } from './veo.video-generator';
import type { InlineGenerator, RenderedMedia } from './video-generator';

/**
 * The embedded text-to-video engine: an animated, designed 8-second scene made from the prompt,
 * over the start image when one is given.
 */
export class LocalMotionVideoGenerator implements InlineGenerator<VeoRequest> {
  readonly kind = 'inline';
  readonly provider = 'local';

  constructor(private readonly binaries: FfmpegBinaries) {}

  async render(
    request: VeoRequest,
    workDir: string,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<RenderedMedia> {
    const mediaPath = path.join(workDir, 'motion.mp4');
    await onProgress(0.1);
    const result = await renderMotionVideo({
      prompt: request.prompt,
      negativePrompt: request.negativePrompt,
      outputPath: mediaPath,
      binaries: this.binaries,
      ...(request.format && { format: request.format }),
      // a start frame becomes the scene's backdrop, the animation plays over it
      ...(request.startImage && { backdropImage: request.startImage.data }),
    });
    return {
      mediaPath,
      contentType: 'video/mp4',
      posterPath: result.posterPath,
      durationSeconds: result.durationSeconds,
      description: describeMotionPlan(result.plan),
    };
  }
}
