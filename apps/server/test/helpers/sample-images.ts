import sharp from 'sharp';

export function solidPng(
  color: { r: number; g: number; b: number },
  width = 64,
  height = 64,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export function solidJpeg(
  color: { r: number; g: number; b: number },
  width = 64,
  height = 64,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header claims 20000×20000 pixels: a decompression bomb must be refused before decoding. */
export async function hugeDimensionPng(): Promise<Buffer> {
  const png = await solidPng({ r: 1, g: 2, b: 3 }, 1, 1);
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  return bomb;
}
