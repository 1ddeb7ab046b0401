import { buildProbeArgs } from './ffmpeg-args';
import { locateFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries';
import { runBinary } from './process';

export interface MediaProbe {
  durationSeconds: number;
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
}

export async function probeMedia(
  path: string,
  binaries: FfmpegBinaries = locateFfmpeg(),
): Promise<MediaProbe> {
  const { stdout } = await runBinary(binaries.ffprobe, buildProbeArgs(path), 30_000);
  return parseProbeJson(stdout);
}

/** Reads ffprobe's JSON; a file without a stream of a kind gets null for it. */
export function parseProbeJson(json: string): MediaProbe {
  const probe = JSON.parse(json) as ProbeJson;
  const video = probe.streams?.find((stream) => stream.codec_type === 'video');
  const audio = probe.streams?.find((stream) => stream.codec_type === 'audio');
  return {
    durationSeconds: Number(probe.format?.duration ?? 0),
    width: video?.width ?? null,
    height: video?.height ?? null,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
  };
}
