// How fast the local avatar engine renders a one-minute talking-head video with captions, and
// how much memory it takes: this process's peak plus the peak of the biggest ffmpeg it spawns;
// with each ffmpeg build present (bundled, system), each beside its encoder floor.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { getAvatar, renderAvatarVideo } from '@orato/media';
import { againstFloor, ffmpegBuildsToMeasure, measureEncoderFloor } from './support/encoder-floor';
import { measureRender, round, startPeakSampler } from './support/process-usage';

const SCRIPT = [
  'Welcome to Orato. In the next minute, I will show you how a short script becomes a finished video with a friendly presenter.',
  'First, you write or paste your script. Keep your sentences short and clear, because people listen more than they read.',
  'Next, you choose a presenter from more than a hundred avatars, each with a voice in its own language.',
  'Then you pick whether captions should appear on screen. Captions help people who watch without sound, and they make your message easier to follow.',
  "When you press render, the engine turns your words into speech, moves the presenter's mouth with the voice, and adds a tidy name card at the bottom.",
  'A minute of video is ready in a few seconds. You can download it, share it with your team, or place it on your website.',
  'If you want another language, simply choose a different presenter and render again. That is all there is to it.',
  'Thank you for watching, and enjoy making your first video with Orato. We cannot wait to see what you create.',
].join(' ');

const dir = await mkdtemp(path.join(tmpdir(), 'orato-bench-avatar-'));
try {
  // the engines' own choice first, in a fresh process: its memory figures are the ones judged
  for (const [index, build] of ffmpegBuildsToMeasure().entries()) {
    const sampler = startPeakSampler();
    const outputPath = path.join(dir, `bench-${index}.mp4`);
    const usage = await measureRender(sampler, (onProgress) =>
      renderAvatarVideo({
        script: SCRIPT,
        avatar: getAvatar('emily'),
        outputPath,
        captions: true,
        onProgress,
        binaries: build.binaries,
      }),
    );
    const video = usage.result;
    const cpuSeconds = usage.nodeCpuSeconds + usage.ffmpegCpuSeconds;
    const floor = await measureEncoderFloor(build.binaries, outputPath, dir);
    console.log(
      JSON.stringify({
        bench: 'avatar-render',
        ffmpeg: build.name,
        videoSeconds: round(video.durationSeconds),
        wallSeconds: round(usage.wallSeconds),
        realtimeFactor: round(video.durationSeconds / usage.wallSeconds, 1),
        ...againstFloor({ wallSeconds: usage.wallSeconds, cpuSeconds }, floor),
        floorRealtimeFactor: round(video.durationSeconds / floor.wallSeconds, 1),
        peakRssMB: round(usage.nodePeakMB + usage.childPeakMB, 0),
        nodePeakRssMB: round(usage.nodePeakMB, 0),
        ffmpegPeakRssMB: round(usage.childPeakMB, 0),
        cpuSeconds: round(cpuSeconds),
        nodeCpuSeconds: round(usage.nodeCpuSeconds),
        ffmpegCpuSeconds: round(usage.ffmpegCpuSeconds),
        loadAverage: round(usage.loadAverage, 1),
        cores: availableParallelism(),
        goal: { realtimeFactor: 15, peakRssMB: 500, cpuSeconds: 6 },
        note: 'peak RSS adds the two maxima (the first build runs in a fresh process); cpuSeconds is user+sys of this process (speech, frame plan, pictures) and of ffmpeg/ffprobe; the encoder floor is the same ffmpeg encoding as many frames of one still at the same settings, timed right after: on a busy machine (loadAverage above the core count) wall time grows with the load, so judge by the ratios to the floor and by cpuSeconds there',
      }),
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
