import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * Where ffmpeg and ffprobe live: an explicit path wins (a system build with more codecs, say),
 * otherwise the static builds that npm installed for this platform.
 */
export function locateFfmpeg(
  overrides: { ffmpegPath?: string; ffprobePath?: string } = {},
): FfmpegBinaries {
  return {
    ffmpeg: overrides.ffmpegPath ?? installedPath('@ffmpeg-installer/ffmpeg'),
    ffprobe: overrides.ffprobePath ?? installedPath('@ffprobe-installer/ffprobe'),
  };
}

function installedPath(packageName: string): string {
  const installer = require(packageName) as { path: string };
  return installer.path;
}
