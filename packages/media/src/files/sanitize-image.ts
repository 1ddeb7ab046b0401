import sharp from 'sharp';

export type UploadedImageFormat = 'png' | 'jpeg' | 'webp';

export interface SanitizedImage {
  data: Buffer;
  format: UploadedImageFormat;
  contentType: string;
  width: number;
  height: number;
}

export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

/** What the bytes say they are, by their signature: names and declared types are not trusted. */
export function sniffImageFormat(data: Buffer): UploadedImageFormat | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'jpeg';
  }
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * True when the file ends where its image ends. Bytes after the end are how polyglots (an image
 * that is also HTML, a ZIP or a script) are made; a real camera or editor never writes them.
 */
export function endsWithImage(data: Buffer, format: UploadedImageFormat): boolean {
  if (format === 'png') {
    const iend = data.lastIndexOf('IEND', undefined, 'latin1');
    return iend > 0 && iend + 8 === data.length;
  }
  if (format === 'jpeg') {
    return data.length > 4 && data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9;
  }
  return data.readUInt32LE(4) + 8 === data.length || data.readUInt32LE(4) + 9 === data.length;
}

/**
 * Accepts a PNG, JPEG or WebP only if it fully decodes within the pixel limit, then re-encodes it:
 * metadata (EXIF, GPS, ICC comments) is dropped and anything appended to the image is left behind.
 */
export async function sanitizeImage(
  data: Buffer,
  options: { maxPixels: number; filename: string },
): Promise<SanitizedImage> {
  const format = sniffImageFormat(data);
  if (!format) {
    throw new ImageRejectedError(`${options.filename} is not a PNG, JPEG or WebP image`);
  }
  if (!endsWithImage(data, format)) {
    throw new ImageRejectedError(
      `${options.filename} has data hidden after the image and was refused`,
    );
  }
  let metadata: { format?: string; width?: number; height?: number };
  try {
    metadata = await sharp(data, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw new ImageRejectedError(`${options.filename} could not be read as an image`);
  }
  const { width = 0, height = 0 } = metadata;
  if (metadata.format !== format || width === 0 || height === 0) {
    throw new ImageRejectedError(`${options.filename} could not be read as an image`);
  }
  if (width * height > options.maxPixels) {
    throw new ImageRejectedError(
      `${options.filename} is ${width}×${height}: images can have at most ${Math.round(options.maxPixels / 1_000_000)} megapixels`,
    );
  }
  try {
    const pipeline = sharp(data, { limitInputPixels: options.maxPixels, failOn: 'error' }).rotate();
    const encoded = await (
      format === 'png'
        ? pipeline.png()
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 92 })
          : pipeline.webp({ quality: 92 })
    ).toBuffer({
      resolveWithObject: true,
    });
    return {
      data: encoded.data,
      format,
      contentType: `image/${format}`,
      width: encoded.info.width,
      height: encoded.info.height,
    };
  } catch {
    throw new ImageRejectedError(`${options.filename} could not be read as an image`);
  }
}
