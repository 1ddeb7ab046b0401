import { buildPosterArgs, probeMedia, runBinary, type FfmpegBinaries } from '@orato/media';
import type { MediaToolkit } from './media-toolkit';

export class FfmpegMediaToolkit implements MediaToolkit {
  constructor(private readonly binaries: FfmpegBinaries) {}

  probe(path: string) {
    return probeMedia(path, this.binaries);
  }

  async extractPoster(videoPath: string, outputPath: string, atSeconds: number): Promise<void> {
    const { durationSeconds } = await this.probe(videoPath);
    // a clip shorter than the poster moment still gets a poster, from its middle
    const at = Math.min(atSeconds, durationSeconds / 2);
    await runBinary(
      this.binaries.ffmpeg,
      buildPosterArgs({ input: videoPath, atSeconds: at, output: outputPath }),
    );
  }
}
