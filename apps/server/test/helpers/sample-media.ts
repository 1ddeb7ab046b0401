import { locateFfmpeg, runBinary } from '@orato/media';

/** A real H.264/AAC MP4 of `seconds` made with ffmpeg's test sources, for pipeline tests. */
export async function makeSampleVideo(outputPath: string, seconds: number): Promise<void> {
  const { ffmpeg } = locateFfmpeg();
  await runBinary(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=320x180:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    outputPath,
  ]);
}
