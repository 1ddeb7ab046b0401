/**
 * The shape and size a result is made in. One vocabulary for every tool, engine, provider adapter
 * and page, so a 9:16 request means the same frame from the form to the player.
 */
export const VIDEO_ASPECTS = ['16:9', '9:16', '1:1'] as const;
export type VideoAspect = (typeof VIDEO_ASPECTS)[number];

/** Images also come in the two portrait shapes feeds favour. */
export const IMAGE_ASPECTS = ['1:1', '16:9', '9:16', '4:5', '3:4'] as const;
export type ImageAspect = (typeof IMAGE_ASPECTS)[number];

export const VIDEO_RESOLUTIONS = ['720p', '1080p'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

/** Captions as they have always been (a line at a time), or short-form style (a few large words, the spoken one highlighted). */
export const CAPTION_STYLES = ['classic', 'word'] as const;
export type CaptionStyle = (typeof CAPTION_STYLES)[number];

export interface VideoFormat {
  aspect: VideoAspect;
  resolution: VideoResolution;
}

export const DEFAULT_VIDEO_FORMAT: VideoFormat = { aspect: '16:9', resolution: '720p' };
export const DEFAULT_IMAGE_ASPECT: ImageAspect = '1:1';

export interface FrameSize {
  width: number;
  height: number;
}

/** The short side is the resolution's number: 9:16 at 1080p is 1080×1920, 1:1 at 720p is 720×720. */
export function videoFrameSize(format: VideoFormat): FrameSize {
  const short = format.resolution === '1080p' ? 1080 : 720;
  const long = Math.round((short * 16) / 9);
  if (format.aspect === '16:9') return { width: long, height: short };
  if (format.aspect === '9:16') return { width: short, height: long };
  return { width: short, height: short };
}

const IMAGE_SIZES: Record<ImageAspect, FrameSize> = {
  '1:1': { width: 1024, height: 1024 },
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
  '4:5': { width: 1024, height: 1280 },
  '3:4': { width: 960, height: 1280 },
};

/** The size the offline image engine makes for each shape (about one megapixel, as before). */
export function imageFrameSize(aspect: ImageAspect): FrameSize {
  return IMAGE_SIZES[aspect];
}

/** "9:16 · 1080p" — the small label beside a result. */
export function formatLabel(format: VideoFormat): string {
  return `${format.aspect} · ${format.resolution}`;
}

export const ASPECT_NAMES: Record<ImageAspect, string> = {
  '16:9': 'Landscape',
  '9:16': 'Vertical',
  '1:1': 'Square',
  '4:5': 'Portrait',
  '3:4': 'Portrait 3:4',
};

/** The formats one engine can make: every offline engine makes all; a provider what its docs allow. */
export interface FormatSupport {
  aspects: readonly ImageAspect[];
  /** Empty for images, which have no resolution choice. */
  resolutions: readonly VideoResolution[];
}

export const ALL_VIDEO_FORMATS: FormatSupport = {
  aspects: VIDEO_ASPECTS,
  resolutions: VIDEO_RESOLUTIONS,
};
export const ALL_IMAGE_FORMATS: FormatSupport = { aspects: IMAGE_ASPECTS, resolutions: [] };

/** The format a job gets when it names none: the engine's first (16:9 at 720p wherever it is made). */
export function defaultVideoFormat(support: FormatSupport): VideoFormat {
  return {
    aspect: (support.aspects[0] ?? DEFAULT_VIDEO_FORMAT.aspect) as VideoAspect,
    resolution: support.resolutions[0] ?? DEFAULT_VIDEO_FORMAT.resolution,
  };
}

export function defaultImageAspect(support: FormatSupport): ImageAspect {
  return support.aspects.includes(DEFAULT_IMAGE_ASPECT)
    ? DEFAULT_IMAGE_ASPECT
    : (support.aspects[0] ?? DEFAULT_IMAGE_ASPECT);
}

/** The shape a width and height are closest to, for results whose size the engine chose. */
export function aspectOfSize(size: FrameSize): ImageAspect {
  const ratio = size.width / size.height;
  const [closest] = [...IMAGE_ASPECTS].sort(
    (a, b) => Math.abs(Math.log(ratioOf(a) / ratio)) - Math.abs(Math.log(ratioOf(b) / ratio)),
  );
  return closest!;
}

function ratioOf(aspect: ImageAspect): number {
  const [width, height] = aspect.split(':').map(Number);
  return width! / height!;
}

/** "9:16 · 1080p" for a video, "4:5" for an image: the label a result carries, from its real size. */
export function sizeLabel(size: FrameSize, kind: 'video' | 'image'): string {
  const aspect = aspectOfSize(size);
  if (kind === 'image') {
    return aspect;
  }
  const short = Math.min(size.width, size.height);
  return `${aspect} · ${short >= 1000 ? '1080p' : short >= 700 ? '720p' : `${short}p`}`;
}

/** "9x16-1080p": the label as it goes into a file name. */
export function sizeFileTag(size: FrameSize, kind: 'video' | 'image'): string {
  return sizeLabel(size, kind).replaceAll(':', 'x').replaceAll(' · ', '-');
}

/** The words for a format an engine does not make: said by the server's 400 and beside the picker. */
export const FORMAT_MESSAGES = {
  shapeNotMade: (engine: string, asked: string, made: readonly string[]) =>
    `${engine} cannot make ${asked} here; it makes ${made.join(', ')}. Nothing was charged.`,
  resolutionNotMade: (engine: string, asked: string, made: readonly string[]) =>
    `${engine} cannot make ${asked} here; it makes ${made.join(', ')}. Nothing was charged.`,
  /** Beside the picker, when the engine makes fewer shapes than the vocabulary has. */
  onlyThese: (made: readonly string[]) => `This tool's engine makes ${made.join(', ')} only.`,
  veoHighResolutionLength: (seconds: number) =>
    `1080p clips are made 8 seconds long; please choose 8 seconds or 720p (not ${seconds}). Nothing was charged.`,
} as const;
