import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildFliteArgs,
  buildFliteWordArgs,
  parseSegmentTimes,
  withoutWasiWarning,
} from '../../src/speech/flite';
import { toFliteText } from '../../src/speech/speech';

describe('flite', () => {
  it('reads the text from a file and clamps the rate', () => {
    expect(
      buildFliteArgs({ text: '-voice x', voice: 'slt', durationStretch: 9, f0Mean: 171.6 }),
    ).toEqual([
      'flite',
      '-voice',
      'slt',
      '--setf',
      'duration_stretch=2.000',
      '--setf',
      'int_f0_target_mean=172',
      '-psdur',
      '-f',
      '/work/script.txt',
      '/work/speech.wav',
    ]);
  });

  it('says the words alone at a tenth of the length, since only their phones are read', () => {
    expect(buildFliteWordArgs('rms')).toEqual([
      'flite',
      '-voice',
      'rms',
      '--setf',
      'duration_stretch=0.1',
      '-psdur',
      '-f',
      '/work/script.txt',
      '/work/speech.wav',
    ]);
  });

  it('lays the utterances of -psdur end to end', () => {
    const phonemes = parseSegmentTimes('pau:0.2 b:0.25 aa:0.4 \npau:0.1 p:0.2 \n');
    expect(phonemes).toEqual([
      { phoneme: 'pau', start: 0, end: 0.2 },
      { phoneme: 'b', start: 0.2, end: 0.25 },
      { phoneme: 'aa', start: 0.25, end: 0.4 },
      { phoneme: 'pau', start: 0.4, end: 0.5 },
      { phoneme: 'p', start: 0.5, end: 0.6000000000000001 },
    ]);
  });

  it('gives Flite plain letters, straight quotes and pauses for dashes', () => {
    expect(toFliteText('It’s a café — “naïve” idea')).toBe('It\'s a cafe, "naive" idea');
  });

  it('drops only the WASI warning while the instance is made', async () => {
    const seen: string[] = [];
    const listen = (warning: Error) => seen.push(`${warning.name}: ${warning.message}`);
    process.on('warning', listen);
    const emitWarning = process.emitWarning;
    try {
      const made = withoutWasiWarning(() => {
        process.emitWarning(
          'WASI is an experimental feature and might change at any time',
          'ExperimentalWarning',
        );
        process.emitWarning('Something else is experimental', 'ExperimentalWarning');
        process.emitWarning('WASI is an experimental feature', 'DeprecationWarning');
        return 42;
      });
      expect(made).toBe(42);
      expect(process.emitWarning).toBe(emitWarning);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    expect(seen).toEqual([
      'ExperimentalWarning: Something else is experimental',
      'DeprecationWarning: WASI is an experimental feature',
    ]);
  });

  it('speaks in a fresh Node process without printing the WASI warning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flite-warning-test-'));
    try {
      const program = path.join(dir, 'speak.mts');
      const flite = path.resolve(import.meta.dirname, '../../src/speech/flite.ts');
      writeFileSync(
        program,
        `import { runFlite } from ${JSON.stringify(flite)};\n` +
          `const { wav } = await runFlite({ text: 'Hi.', voice: 'slt', durationStretch: 1 });\n` +
          `console.log(wav.length > 1000 ? 'spoke' : 'silent');\n`,
      );
      const result = spawnSync(process.execPath, ['--import', 'tsx', program], {
        cwd: import.meta.dirname,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.stdout.trim()).toBe('spoke');
      expect(result.stderr).not.toMatch(/WASI|ExperimentalWarning/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
