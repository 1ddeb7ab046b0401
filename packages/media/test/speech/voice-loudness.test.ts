import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../src/ffmpeg/ffmpeg-binaries';
import { runBinary } from '../../src/ffmpeg/process';
import { synthesizeSpeech } from '../../src/speech/speech';
import { withTempDir } from '../../src/files/temp-dir';
import { listVoices, resolveVoice } from '../../src/speech/voices';
import type { Gender } from '../../src/core/presenter.types';

/** ffmpeg's EBU R128 meter: integrated loudness (LUFS) and true peak (dBTP) of a file. */
async function measure(file: string): Promise<{ loudness: number; truePeak: number }> {
  const { stderr } = await runBinary(locateFfmpeg().ffmpeg, [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-af',
    'ebur128=peak=true',
    '-f',
    'null',
    '-',
  ]);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return {
    loudness: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]),
  };
}

const SAMPLE =
  'Good morning. Here are three quick ideas that make the day easier, and one to try today.';

/** Every engine voice once: each eSpeak language in one of its two timbres, every Flite voice. */
function everyVoice(): { voiceId: string; gender: Gender }[] {
  const seen = new Set<string>();
  const cases: { voiceId: string; gender: Gender }[] = [];
  listVoices().forEach((voice, index) => {
    for (const gender of ['female', 'male'] as const) {
      const resolved = resolveVoice(voice.id, gender);
      const isWanted = resolved.engine === 'flite' || gender === (index % 2 ? 'male' : 'female');
      if (isWanted && !seen.has(resolved.name)) {
        seen.add(resolved.name);
        cases.push({ voiceId: voice.id, gender });
      }
    }
  });
  return cases;
}

describe('voice loudness', () => {
  it('covers the three Flite voices and every eSpeak language', () => {
    const names = everyVoice().map(({ voiceId, gender }) => resolveVoice(voiceId, gender).name);
    expect(names).toEqual(expect.arrayContaining(['slt', 'rms', 'awb', 'es+f3', 'de+m3']));
  });

  it.each(everyVoice())(
    '$voiceId ($gender) speaks at −16 ± 1 LUFS with true peaks at or under −1 dBTP',
    async ({ voiceId, gender }) => {
      const speech = await synthesizeSpeech({ text: SAMPLE, voiceId, gender, pitch: 50 });
      const { loudness, truePeak } = await withTempDir('orato-loudness-', async (dir) => {
        const file = path.join(dir, 'voice.wav');
        await writeFile(file, speech.wav);
        return measure(file);
      });
      expect(loudness).toBeGreaterThanOrEqual(-17);
      expect(loudness).toBeLessThanOrEqual(-15);
      expect(truePeak).toBeLessThanOrEqual(-1);
    },
    60_000,
  );
});
