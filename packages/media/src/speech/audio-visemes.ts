import type { Viseme, VisemeTiming } from './phonemes';

/** One analysis step: two per video frame at 25 fps, short enough to catch a lip closure. */
const HOP_SECONDS = 0.02;
/** Quieter than this share of the recording's loud level is silence. */
const SILENCE_SHARE = 0.06;
/** A gap in the sound shorter than this, between two sounds, is a closure (p, b, t, k…). */
const CLOSURE_MAX_SECONDS = 0.1;
/** Sibilants (s, z, sh) put most of their energy above this. */
const HISS_HZ = 4000;

interface Frame {
  level: number;
  /** Share of the energy above 4 kHz: high for s, sh, f. */
  hiss: number;
  /** Where the voiced band's energy centres, in Hz: low for "oo", high for "ee". */
  centroid: number;
}

/**
 * What the lips do when, from the sound alone (a recording has no phone timings): silence rests
 * the mouth shut, a short gap between sounds closes it, hiss shows the teeth, and a vowel's
 * spectral centre picks rounded ("oo", "oh"), open ("ah") or wide ("ee", "eh"); how far the jaw
 * opens is left to the loudness, as for every voice.
 */
export function visemesFromAudio(samples: Int16Array, sampleRate: number): VisemeTiming[] {
  const frames = analyse(samples, sampleRate);
  const loud = percentile(
    frames.map((frame) => frame.level),
    0.95,
  );
  const threshold = Math.max(loud * SILENCE_SHARE, 0.002);
  const labels = frames.map((frame) => (frame.level < threshold ? 'silence' : classify(frame)));
  return mergeRuns(markClosures(smoothLabels(labels)));
}

type Label = Viseme | 'silence';

function classify(frame: Frame): Viseme {
  if (frame.hiss > 0.45) {
    return 'wide';
  }
  if (frame.hiss > 0.25) {
    return 'fv';
  }
  if (frame.centroid < 800) {
    return 'rounded';
  }
  return frame.centroid > 1500 ? 'wide' : 'open';
}

/** A label shown for one step between two equal ones is noise in the analysis, not a sound. */
function smoothLabels(labels: Label[]): Label[] {
  return labels.map((label, index) => {
    const [before, after] = [labels[index - 1], labels[index + 1]];
    return before !== undefined && before === after && label !== before ? before : label;
  });
}

/** Short silences between sounds become closures; longer ones are pauses. */
function markClosures(labels: Label[]): (Label | 'closure')[] {
  const out: (Label | 'closure')[] = [...labels];
  const maxSteps = Math.round(CLOSURE_MAX_SECONDS / HOP_SECONDS);
  let index = 0;
  while (index < labels.length) {
    if (labels[index] !== 'silence') {
      index += 1;
      continue;
    }
    let end = index;
    while (labels[end] === 'silence') {
      end += 1;
    }
    if (index > 0 && end < labels.length && end - index <= maxSteps) {
      out.fill('closure', index, end);
    }
    index = end;
  }
  return out;
}

function mergeRuns(labels: (Label | 'closure')[]): VisemeTiming[] {
  const visemes: VisemeTiming[] = [];
  labels.forEach((label, index) => {
    const viseme: Viseme = label === 'silence' ? 'rest' : label === 'closure' ? 'closed' : label;
    const isPause = label === 'silence';
    const [start, end] = [index * HOP_SECONDS, (index + 1) * HOP_SECONDS];
    const last = visemes.at(-1);
    if (last && last.viseme === viseme && last.isPause === isPause) {
      last.end = end;
    } else {
      visemes.push({ viseme, start, end, isPause });
    }
  });
  return visemes;
}

function analyse(samples: Int16Array, sampleRate: number): Frame[] {
  const hop = Math.round(sampleRate * HOP_SECONDS);
  const size = 2 ** Math.ceil(Math.log2(hop * 1.5));
  const window = Float64Array.from(
    { length: size },
    (_, index) => 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / (size - 1)),
  );
  const binHz = sampleRate / size;
  // each window is centred on its hop
  const lead = Math.floor((size - hop) / 2);
  const frames: Frame[] = [];
  for (let start = 0; start < samples.length; start += hop) {
    const real = new Float64Array(size);
    const imag = new Float64Array(size);
    let sum = 0;
    for (let index = 0; index < hop && start + index < samples.length; index += 1) {
      const value = samples[start + index]! / 32768;
      sum += value * value;
    }
    for (let index = 0; index < size; index += 1) {
      real[index] = ((samples[start - lead + index] ?? 0) / 32768) * window[index]!;
    }
    fft(real, imag);
    let [voiced, weighted, high, total] = [0, 0, 0, 0];
    for (let bin = 1; bin < size / 2; bin += 1) {
      const power = real[bin]! ** 2 + imag[bin]! ** 2;
      const hz = bin * binHz;
      total += power;
      if (hz >= HISS_HZ) {
        high += power;
      } else if (hz >= 150 && hz <= 3500) {
        voiced += power;
        weighted += power * hz;
      }
    }
    frames.push({
      level: Math.sqrt(sum / hop),
      hiss: total > 0 ? high / total : 0,
      centroid: voiced > 0 ? weighted / voiced : 0,
    });
  }
  return frames;
}

/** In-place radix-2 FFT; `real.length` is a power of two. */
function fft(real: Float64Array, imag: Float64Array): void {
  const n = real.length;
  for (let index = 1, swap = 0; index < n; index += 1) {
    let bit = n >> 1;
    for (; swap & bit; bit >>= 1) {
      swap ^= bit;
    }
    swap ^= bit;
    if (index < swap) {
      [real[index], real[swap]] = [real[swap]!, real[index]!];
      [imag[index], imag[swap]] = [imag[swap]!, imag[index]!];
    }
  }
  for (let length = 2; length <= n; length <<= 1) {
    const angle = (-2 * Math.PI) / length;
    for (let offset = 0; offset < n; offset += length) {
      for (let k = 0; k < length / 2; k += 1) {
        const [cos, sin] = [Math.cos(angle * k), Math.sin(angle * k)];
        const [a, b] = [offset + k, offset + k + length / 2];
        const tr = real[b]! * cos - imag[b]! * sin;
        const ti = real[b]! * sin + imag[b]! * cos;
        real[b] = real[a]! - tr;
        imag[b] = imag[a]! - ti;
        real[a] = real[a]! + tr;
        imag[a] = imag[a]! + ti;
      }
    }
  }
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * share)] ?? 0;
}
