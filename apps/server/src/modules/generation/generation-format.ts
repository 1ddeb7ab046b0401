import {
  ALL_IMAGE_FORMATS,
  ALL_VIDEO_FORMATS,
  defaultImageAspect,
  defaultVideoFormat,
  FORMAT_MESSAGES,
  sizeLabel,
  type CaptionStyle,
  type FormatSupport,
  type ImageAspect,
  type ResultFormat,
  type VideoFormat,
  type VideoFormatInput,
} from '@orato/shared';
import { AppError } from '../../lib/app-error';

/** The format columns of a job (a generation or a storyboard), as stored. */
export interface StoredFormat {
  aspect: string | null;
  resolution: string | null;
  captionStyle?: string | null;
  width?: number | null;
  height?: number | null;
}

/** What an engine makes: its own list, or every format for an offline engine. */
export function supportOf(
  generator: { formats?: FormatSupport },
  kind: 'video' | 'image',
): FormatSupport {
  return generator.formats ?? (kind === 'video' ? ALL_VIDEO_FORMATS : ALL_IMAGE_FORMATS);
}

/**
 * The job's video format: the one asked for when the engine makes it, its usual one when none is
 * asked. Anything else is a 400 here, before a quote is made or a credit held.
 */
export function resolveVideoFormat(
  support: FormatSupport,
  engine: string,
  requested: VideoFormatInput | undefined,
): VideoFormat {
  const usual = defaultVideoFormat(support);
  const format = {
    aspect: requested?.aspect ?? usual.aspect,
    resolution: requested?.resolution ?? usual.resolution,
  };
  if (!support.aspects.includes(format.aspect)) {
    throw new AppError(
      'BAD_REQUEST',
      FORMAT_MESSAGES.shapeNotMade(engineName(engine), format.aspect, support.aspects),
    );
  }
  if (!support.resolutions.includes(format.resolution)) {
    throw new AppError(
      'BAD_REQUEST',
      FORMAT_MESSAGES.resolutionNotMade(engineName(engine), format.resolution, support.resolutions),
    );
  }
  return format;
}

export function resolveImageAspect(
  support: FormatSupport,
  engine: string,
  requested: ImageAspect | undefined,
): ImageAspect {
  const aspect = requested ?? defaultImageAspect(support);
  if (!support.aspects.includes(aspect)) {
    throw new AppError(
      'BAD_REQUEST',
      FORMAT_MESSAGES.shapeNotMade(engineName(engine), aspect, support.aspects),
    );
  }
  return aspect;
}

const ENGINE_NAMES: Record<string, string> = {
  local: 'The offline engine',
  'openai-compatible': 'The image server',
  'd-id': 'D-ID',
  heygen: 'HeyGen',
  captions: 'Captions',
  mirage: 'Mirage',
  gemini: 'Gemini',
  'gemini omni': 'Gemini Omni',
  veo: 'Veo',
};
const engineName = (engine: string) => ENGINE_NAMES[engine] ?? engine;

/** The format fields a job's stored input carries into its engine's request. */
export function formatFields(input: Record<string, unknown>): {
  format?: VideoFormat;
  aspect?: ImageAspect;
  captionStyle?: CaptionStyle;
} {
  return {
    ...(isVideoFormat(input.format) && { format: input.format }),
    ...(typeof input.aspect === 'string' && { aspect: input.aspect as ImageAspect }),
    ...(typeof input.captionStyle === 'string' && {
      captionStyle: input.captionStyle as CaptionStyle,
    }),
  };
}

function isVideoFormat(value: unknown): value is VideoFormat {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as VideoFormat).aspect === 'string' &&
    typeof (value as VideoFormat).resolution === 'string'
  );
}

/**
 * How much longer an offline render of this format takes than one at 720p: about the number of
 * pixels drawn and encoded (1080p has 2.25 times as many; the voice and muxing do not grow).
 * A provider's own time is what it measures, whatever the size.
 */
export function renderTimeFactor(resolution: string | null | undefined, inline: boolean): number {
  return inline && resolution === '1080p' ? 2 : 1;
}

/**
 * The format a result shows: its real size once made (the label read from it), else the shape
 * asked for. Null for a job from before formats, which said nothing.
 */
export function resultFormat(row: StoredFormat, kind: 'video' | 'image'): ResultFormat | null {
  if (!row.aspect && !row.width) {
    return null;
  }
  const made = row.width && row.height ? { width: row.width, height: row.height } : undefined;
  return {
    aspect: row.aspect ?? (made ? sizeLabel(made, 'image') : ''),
    resolution: row.resolution ?? null,
    width: row.width ?? null,
    height: row.height ?? null,
    ...(row.captionStyle !== undefined && { caption_style: row.captionStyle }),
    label: made
      ? sizeLabel(made, kind)
      : kind === 'video'
        ? `${row.aspect} · ${row.resolution}`
        : row.aspect!,
  };
}
