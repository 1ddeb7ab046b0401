import { describe, expect, it } from 'vitest';
import { cropRgba, pasteRows, rgbaToI420, visibleBox } from '../src/frames/frame-raster';
import { parseProbeJson } from '../src/ffmpeg/probe';
import { encodeWav, parseWav } from '../src/audio/wav-file';

describe('WAV files', () => {
  it('round-trips 16-bit mono PCM', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    expect(parseWav(encodeWav({ samples, sampleRate: 22050 }))).toEqual({
      samples,
      sampleRate: 22050,
    });
  });

  it('rejects what it cannot read', () => {
    expect(() => parseWav(Buffer.from('not a wav at all'))).toThrow(/not a WAV/);
    const stereo = encodeWav({ samples: new Int16Array(4), sampleRate: 8000 });
    stereo.writeUInt16LE(2, 22);
    expect(() => parseWav(stereo)).toThrow(/2 channels/);
  });
});

describe('rgbaToI420', () => {
  const solid = (rgb: [number, number, number]) => {
    const rgba = new Uint8Array(2 * 2 * 4);
    for (let pixel = 0; pixel < 4; pixel += 1) {
      rgba.set([...rgb, 255], pixel * 4);
    }
    return [...rgbaToI420(rgba, 2, 2).data];
  };

  it('converts with limited-range BT.709', () => {
    expect(solid([255, 255, 255])).toEqual([235, 235, 235, 235, 128, 128]);
    expect(solid([0, 0, 0])).toEqual([16, 16, 16, 16, 128, 128]);
    const [luma, , , , blueDifference, redDifference] = solid([255, 0, 0]);
    expect(luma).toBeCloseTo(63, -0.5);
    expect(blueDifference).toBeCloseTo(102, -0.5);
    expect(redDifference).toBeCloseTo(240, -0.5);
  });

  it('needs even dimensions', () => {
    expect(() => rgbaToI420(new Uint8Array(3 * 2 * 4), 3, 2)).toThrow(/even/);
  });
});

describe('pasteRows', () => {
  // a 4×4 I420 frame: luma 16 bytes, then U and V, 4 bytes each
  const frame = { width: 4, height: 4, data: Buffer.from(Array.from({ length: 24 }, () => 0)) };
  const band = { width: 4, height: 2, data: Buffer.from([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 4]) };

  it('copies the band into its rows of each plane and leaves the frame as it was', () => {
    expect([...pasteRows(frame, band, 2).data]).toEqual([
      ...[0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2],
      ...[0, 0, 3, 3],
      ...[0, 0, 4, 4],
    ]);
    expect(frame.data.every((byte) => byte === 0)).toBe(true);
  });

  it('refuses a band that does not line up with the frame', () => {
    expect(() => pasteRows(frame, band, 1)).toThrow(/even rows/);
    expect(() => pasteRows(frame, band, 4)).toThrow(/fit inside/);
    expect(() => pasteRows(frame, { ...band, width: 2 }, 0)).toThrow(/as wide/);
  });
});

describe('visibleBox and cropRgba', () => {
  /** A 6×4 RGBA picture, transparent but for the pixels listed as [x, y]. */
  const picture = (...pixels: [number, number][]) => {
    const data = new Uint8Array(6 * 4 * 4);
    for (const [x, y] of pixels) {
      data.set([x, y, 9, 255], (y * 6 + x) * 4);
    }
    return { width: 6, height: 4, data };
  };

  it('bounds what any picture shows, on even pixels', () => {
    expect(visibleBox([picture([3, 1]), picture([4, 2])])).toEqual({
      x: 2,
      y: 0,
      width: 4,
      height: 4,
    });
    expect(visibleBox([picture([2, 0])])).toEqual({ x: 2, y: 0, width: 2, height: 2 });
    expect(visibleBox([picture()])).toBeUndefined();
    expect(visibleBox([])).toBeUndefined();
  });

  it('cuts a picture to a box', () => {
    const cut = cropRgba(picture([3, 1]), { x: 2, y: 0, width: 2, height: 2 });
    expect(cut.width * cut.height).toBe(4);
    expect([...cut.data]).toEqual([
      ...[0, 0, 0, 0],
      ...[0, 0, 0, 0],
      ...[0, 0, 0, 0],
      ...[3, 1, 9, 255],
    ]);
  });
});

describe('parseProbeJson', () => {
  it('reads duration, size and codecs', () => {
    const json = JSON.stringify({
      format: { duration: '10.040000' },
      streams: [
        { codec_type: 'video', codec_name: 'h264', width: 1280, height: 720 },
        { codec_type: 'audio', codec_name: 'aac' },
      ],
    });
    expect(parseProbeJson(json)).toEqual({
      durationSeconds: 10.04,
      width: 1280,
      height: 720,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
  });

  it('gives null for a missing stream', () => {
    expect(
      parseProbeJson(
        JSON.stringify({
          format: { duration: '2' },
          streams: [{ codec_type: 'audio', codec_name: 'aac' }],
        }),
      ),
    ).toEqual({
      durationSeconds: 2,
      width: null,
      height: null,
      videoCodec: null,
      audioCodec: 'aac',
    });
  });
});
