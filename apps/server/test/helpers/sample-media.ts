import { locateFfmpeg, runBinary } from '@orato/media';

/** An H.264 MP4 of ffmpeg's lavfi `video` source, with a 440 Hz AAC tone as long when `tone`. */
export async function makeLavfiVideo(
  outputPath: string,
  seconds: number,
  { video, tone }: { video: string; tone: boolean },
): Promise<void> {
  const { ffmpeg } = locateFfmpeg();
  const audioInput = tone ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : [];
  const audioCodec = tone ? ['-c:a', 'aac', '-shortest'] : [];
  await runBinary(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    video,
    ...audioInput,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...audioCodec,
    outputPath,
  ]);
}

/** A real H.264/AAC MP4 of `seconds` made with ffmpeg's test sources, for pipeline tests. */
export function makeSampleVideo(outputPath: string, seconds: number): Promise<void> {
  return makeLavfiVideo(outputPath, seconds, {
    video: `testsrc2=size=320x180:rate=25:duration=${seconds}`,
    tone: true,
  });
}
