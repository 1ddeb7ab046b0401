import { buildProbeArgs } from '../ffmpeg-args';
import type { FfmpegBinaries } from '../ffmpeg-binaries';
import { runBinary } from '../process';

/** What composing needs to know of a clip: its streams, their lengths and whether they fit the frame. */
export interface ClipProbe {
  durationSeconds: number;
  video?: {
    codec: string;
    width: number;
    height: number;
    /** Frames per second, from the stream's rate (`25/1`); 0 when unknown. */
    fps: number;
    pixelFormat: string;
    durationSeconds: number;
  };
  audio?: { codec: string; durationSeconds: number; sampleRate: number };
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  duration?: string;
  sample_rate?: string;
}

function rate(text: string | undefined): number {
  const [numerator, denominator] = (text ?? '').split('/').map(Number);
  return numerator && denominator ? numerator / denominator : 0;
}

/** Reads ffprobe's JSON; a stream without its own duration takes the file's. */
export function parseClipProbe(json: string): ClipProbe {
  const probe = JSON.parse(json) as { format?: { duration?: string }; streams?: ProbeStream[] };
  const durationSeconds = Number(probe.format?.duration ?? 0) || 0;
  const streamSeconds = (stream: ProbeStream) => Number(stream.duration ?? '') || durationSeconds;
  const video = probe.streams?.find((stream) => stream.codec_type === 'video');
  const audio = probe.streams?.find((stream) => stream.codec_type === 'audio');
  return {
    durationSeconds,
    ...(video && {
      video: {
        codec: video.codec_name ?? '',
        width: video.width ?? 0,
        height: video.height ?? 0,
        fps: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
        pixelFormat: video.pix_fmt ?? '',
        durationSeconds: streamSeconds(video),
      },
    }),
    ...(audio && {
      audio: {
        codec: audio.codec_name ?? '',
        durationSeconds: streamSeconds(audio),
        sampleRate: Number(audio.sample_rate ?? 0),
      },
    }),
  };
}

export async function probeClip(path: string, binaries: FfmpegBinaries): Promise<ClipProbe> {
  const { stdout } = await runBinary(binaries.ffprobe, buildProbeArgs(path), 30_000);
  return parseClipProbe(stdout);
}
