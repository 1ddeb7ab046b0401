import path from 'node:path';
import type {
  AvatarVideoRequest,
  Creator,
  InlineGenerator,
  RenderedMedia,
} from '../../src/adapters/video-generator/video-generator';
import { makeSampleVideo } from './sample-media';

/**
 * A local avatar engine for pipeline tests: makes a real short MP4 quickly. `failNext` makes the
 * next render fail; `crashNext` throws the way a dying worker would, before anything is saved.
 */
export class TestAvatarGenerator implements InlineGenerator<AvatarVideoRequest> {
  readonly kind = 'inline';
  readonly provider = 'local';
  renders = 0;
  failNext = false;
  seconds = 2.4;

  async listCreators(): Promise<Creator[]> {
    return [
      { name: 'Ava', imageUrl: '/api/creators/ava/thumbnail.png' },
      { name: 'Noah', imageUrl: '/api/creators/noah/thumbnail.png' },
    ];
  }

  async render(
    _request: AvatarVideoRequest,
    workDir: string,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<RenderedMedia> {
    this.renders += 1;
    await onProgress(0.5);
    if (this.failNext) {
      this.failNext = false;
      throw new Error('engine failure for the test');
    }
    const mediaPath = path.join(workDir, 'video.mp4');
    await makeSampleVideo(mediaPath, this.seconds);
    return { mediaPath, contentType: 'video/mp4' };
  }
}
