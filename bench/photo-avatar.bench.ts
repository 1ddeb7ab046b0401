// How fast the offline photo avatar engine renders a 30 s talking portrait with captions, and how
// much memory it takes: this process's peak plus the peak of the biggest ffmpeg it spawns. The
// portrait is the committed test portrait with its landmarks when there is one, else the drawn
// test face (same size, same work per frame).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { renderPhotoAvatarVideo, type FaceLandmarks } from '@orato/media';
import { syntheticLandmarks, syntheticPortrait } from '../packages/media/test/photo-face.fixture';
import { measureRender, round, startPeakSampler } from './support/process-usage';

const SCRIPT = [
  'Hello, and welcome. This is my own photo, speaking the words I typed a moment ago.',
  'Orato found my face when I uploaded the picture, and now it moves my jaw and lips with every syllable.',
  'I blink now and then, and my head sways a little, while the room behind me stays perfectly still.',
  'The whole video was made on this computer, without sending my photo anywhere.',
  'You can try it with your own picture: upload a portrait, type a few lines, and press render. Thanks for watching.',
].join(' ');

const PORTRAIT = path.resolve(import.meta.dirname, '../test-support/portraits/portrait.jpg');
const LANDMARKS = path.resolve(
  import.meta.dirname,
  '../test-support/portraits/portrait.landmarks.json',
);

const sampler = startPeakSampler();

const dir = await mkdtemp(path.join(tmpdir(), 'orato-bench-photo-'));
try {
  const isReal = existsSync(PORTRAIT) && existsSync(LANDMARKS);
  const portraitPath = isReal ? PORTRAIT : path.join(dir, 'portrait.jpg');
  if (!isReal) {
    await writeFile(portraitPath, await syntheticPortrait());
  }
  const landmarks: FaceLandmarks = isReal
    ? (JSON.parse(readFileSync(LANDMARKS, 'utf8')) as FaceLandmarks)
    : syntheticLandmarks();
  const usage = await measureRender(sampler, (onProgress) =>
    renderPhotoAvatarVideo({
      portraitPath,
      landmarks,
      script: SCRIPT,
      voice: 'en-us/female',
      language: 'en',
      captions: true,
      outputPath: path.join(dir, 'bench.mp4'),
      onProgress,
    }),
  );
  const video = usage.result;
  console.log(
    JSON.stringify({
      bench: 'photo-avatar',
      portrait: isReal ? 'test-support/portraits/portrait.jpg' : 'drawn test face',
      videoSeconds: round(video.durationSeconds),
      wallSeconds: round(usage.wallSeconds),
      realtimeFactor: round(video.durationSeconds / usage.wallSeconds, 2),
      peakRssMB: round(usage.nodePeakMB + usage.childPeakMB, 0),
      nodePeakRssMB: round(usage.nodePeakMB, 0),
      ffmpegPeakRssMB: round(usage.childPeakMB, 0),
      cpuSeconds: round(usage.nodeCpuSeconds + usage.ffmpegCpuSeconds),
      nodeCpuSeconds: round(usage.nodeCpuSeconds),
      ffmpegCpuSeconds: round(usage.ffmpegCpuSeconds),
      loadAverage: round(usage.loadAverage, 1),
      cores: availableParallelism(),
      goal: { realtimeFactor: 2, peakRssMB: 800 },
      note: 'first render in a fresh process; peak RSS adds the two maxima; on a busy machine (loadAverage above the core count) wall time grows while cpuSeconds stays: 2× real time on 2 idle cores needs cpuSeconds under videoSeconds',
    }),
  );
} finally {
  sampler.stop();
  await rm(dir, { recursive: true, force: true });
}
