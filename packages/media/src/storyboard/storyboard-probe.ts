import { open } from 'node:fs/promises';
import { buildProbeArgs } from '../ffmpeg/ffmpeg-args';
import type { FfmpegBinaries } from '../ffmpeg/ffmpeg-binaries';
import { runBinary } from '../ffmpeg/process';

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

/**
 * The H.264 decoder configuration (the `avcC` box: profile, level, SPS and PPS) of an MP4 whose
 * index comes first (`+faststart`, as every scene clip is written); undefined when not found.
 */
export function findAvcConfig(head: Uint8Array): Buffer | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const at = bytes.indexOf('avcC');
  if (at < 4) {
    return undefined;
  }
  const size = bytes.readUInt32BE(at - 4);
  return size >= 8 && at - 4 + size <= bytes.length
    ? Buffer.from(bytes.subarray(at - 4, at - 4 + size))
    : undefined;
}

/** The index sits in the first few hundred kilobytes of a scene of up to three minutes. */
const HEAD_BYTES = 2 * 2 ** 20;

export async function readAvcConfig(path: string): Promise<Buffer | undefined> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return findAvcConfig(buffer.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/** Whether the clips' streams can be joined by copying: all have the same decoder configuration. */
export async function shareDecoderConfig(paths: readonly string[]): Promise<boolean> {
  const configs = await Promise.all(
    paths.map((path) => readAvcConfig(path).catch(() => undefined)),
  );
  const [first] = configs;
  return first !== undefined && configs.every((config) => config?.equals(first));
}
