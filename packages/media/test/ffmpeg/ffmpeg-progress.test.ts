import { describe, expect, it } from 'vitest';
import { ffmpegProgressReader } from '../../src/ffmpeg/ffmpeg-progress';

function readAll(chunks: string[]): number[] {
  const seen: number[] = [];
  const read = ffmpegProgressReader((seconds) => seen.push(seconds));
  chunks.forEach(read);
  return seen;
}

describe('ffmpeg progress', () => {
  it('reads out_time_us and out_time_ms, both in microseconds', () => {
    expect(
      readAll(['frame=10\nout_time_us=1500000\nout_time_ms=2500000\nprogress=continue\n']),
    ).toEqual([1.5, 2.5]);
  });

  it('keeps a line cut between two chunks until it is whole', () => {
    // the avatar engine once read each chunk alone and lost (or misread) a time cut in two
    expect(readAll(['frame=1\nout_time_us=12', '50000\nprogress=continue\n'])).toEqual([1.25]);
  });

  it('skips N/A before the first frame, other keys and an unfinished last line', () => {
    expect(
      readAll(['out_time_us=N/A\nout_time=00:00:01.000000\nbitrate=1kbits/s\nout_time_us=3']),
    ).toEqual([]);
  });

  it('accepts the carriage returns some platforms add', () => {
    expect(readAll(['out_time_ms=4000000\r\n'])).toEqual([4]);
  });
});
