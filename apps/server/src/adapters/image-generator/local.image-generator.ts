import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateImage } from '@orato/media';
import type { RenderedMedia } from '../video-generator/video-generator';
import type { ImageGenerator, ImageRequest } from './image-generator';

/** The embedded image engine: prompt-seeded art, or edits and collages of the uploaded images. */
export class LocalImageGenerator implements ImageGenerator {
  readonly kind = 'inline';
  readonly provider = 'local';

  async render(
    request: ImageRequest,
    workDir: string,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<RenderedMedia> {
    await onProgress(0.2);
    const image = await generateImage({
      prompt: request.prompt,
      inputs: request.inputs.map((input) => input.data),
      ...(request.aspect && { aspect: request.aspect }),
    });
    const mediaPath = path.join(workDir, 'image.png');
    await writeFile(mediaPath, image.png);
    return {
      mediaPath,
      contentType: 'image/png',
      notes: image.appliedEdits,
      notApplied: image.notApplied,
      description: image.description,
    };
  }
}
