/**
 * Loudness per ITU-R BS.1770 (K-weighting, 400 ms blocks, absolute and relative gates) and a
 * true-peak limiter, so every voice leaves the engine at the same level as web video (−16 LUFS)
 * whatever synthesiser made it. Pure functions over mono float samples in −1…1.
 */

export const TARGET_LOUDNESS_LUFS = -16;
export const TRUE_PEAK_CEILING_DBTP = -1;
/** The limiter aims below the ceiling: ffmpeg's meter oversamples more finely than we do. */
const LIMITER_CEILING_DBTP = -1.6;
const OVERSAMPLING = 4;
const TAPS_PER_PHASE = 8;

interface Biquad {
  b: [number, number, number];
  a: [number, number];
}

/** The two K-weighting stages (high shelf, high pass) for any sample rate, as libebur128 derives them. */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let k = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  let q = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b: [
      (vh + (vb * k) / q + k * k) / a0,
      (2 * (k * k - vh)) / a0,
      (vh - (vb * k) / q + k * k) / a0,
    ],
    a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0],
  };
  k = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  q = 0.5003270373238773;
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = { b: [1, -2, 1], a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] };
  return [shelf, highPass];
}

function filter(samples: Float32Array, { b, a }: Biquad): Float32Array {
  const out = new Float32Array(samples.length);
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  for (let index = 0; index < samples.length; index += 1) {
    const x = samples[index]!;
    const y = b[0] * x + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    out[index] = y;
  }
  return out;
}

/** Integrated loudness in LUFS; −Infinity for silence. */
export function integratedLoudness(samples: Float32Array, sampleRate: number): number {
  const [shelf, highPass] = kWeighting(sampleRate);
  const weighted = filter(filter(samples, shelf), highPass);
  const blockLength = Math.round(sampleRate * 0.4);
  const step = Math.round(sampleRate * 0.1);
  const powers: number[] = [];
  for (let start = 0; start + blockLength <= weighted.length; start += step) {
    let sum = 0;
    for (let index = start; index < start + blockLength; index += 1) {
      sum += weighted[index]! * weighted[index]!;
    }
    powers.push(sum / blockLength);
  }
  const loudnessOf = (power: number) => -0.691 + 10 * Math.log10(power);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const audible = powers.filter((power) => loudnessOf(power) > -70);
  if (!audible.length) {
    return -Infinity;
  }
  const relativeGate = loudnessOf(mean(audible)) - 10;
  const gated = audible.filter((power) => loudnessOf(power) > relativeGate);
  return loudnessOf(mean(gated));
}

let interpolatorKernel: Float32Array[] | undefined;

/** Windowed-sinc phases that estimate the signal between samples (4× oversampling). */
function interpolator(): Float32Array[] {
  interpolatorKernel ??= Array.from({ length: OVERSAMPLING }, (_, phase) => {
    const taps = new Float32Array(TAPS_PER_PHASE);
    for (let tap = 0; tap < TAPS_PER_PHASE; tap += 1) {
      const t = tap - TAPS_PER_PHASE / 2 + 1 - phase / OVERSAMPLING;
      const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
      const window = 0.5 + 0.5 * Math.cos((Math.PI * t) / (TAPS_PER_PHASE / 2));
      taps[tap] = sinc * window;
    }
    return taps;
  });
  return interpolatorKernel;
}

/**
 * The largest magnitude around each sample, inter-sample peaks included. Quiet stretches cannot
 * hide a peak above half the ceiling, so only the loud ones are oversampled.
 */
function peakEnvelope(samples: Float32Array, floor: number): Float32Array {
  const phases = interpolator();
  const envelope = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    const here = Math.abs(samples[index]!);
    const next = Math.abs(samples[index + 1] ?? 0);
    let peak = Math.max(here, next);
    if (peak > floor) {
      for (const taps of phases) {
        let value = 0;
        for (let tap = 0; tap < TAPS_PER_PHASE; tap += 1) {
          value += taps[tap]! * (samples[index + tap - TAPS_PER_PHASE / 2 + 1] ?? 0);
        }
        peak = Math.max(peak, Math.abs(value));
      }
    }
    envelope[index] = peak;
  }
  return envelope;
}

/** True peak in dBTP, estimated by 4× oversampling. */
export function truePeak(samples: Float32Array): number {
  const envelope = peakEnvelope(samples, 0);
  return 20 * Math.log10(envelope.reduce((max, value) => Math.max(max, value), 0));
}

/**
 * Gain that keeps every (oversampled) peak under `ceiling`: each sample's need, then the
 * minimum over a short window, then a box average of the same width, which never rises above
 * any need it covers and so bends the waveform smoothly instead of clipping it.
 */
function limit(samples: Float32Array, ceiling: number, sampleRate: number): Float32Array {
  const envelope = peakEnvelope(samples, ceiling * 0.5);
  const radius = Math.max(1, Math.round(sampleRate * 0.002));
  const needs = envelope.map((peak) => (peak > ceiling ? ceiling / peak : 1));
  const minimum = slidingMinimum(needs, radius);
  const valueAt = (index: number) => minimum[index] ?? 1;
  const width = radius * 2 + 1;
  const out = new Float32Array(samples.length);
  let sum = width;
  for (let index = -radius; index < samples.length + radius; index += 1) {
    // the box over [index - radius, index + radius], where anything outside the clip needs no cut
    sum += valueAt(index) - valueAt(index - width);
    const center = index - radius;
    if (center >= 0) {
      out[center] = samples[center]! * Math.min(1, sum / width);
    }
  }
  return out;
}

function slidingMinimum(values: Float32Array, radius: number): Float32Array {
  const out = new Float32Array(values.length).fill(1);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index]!;
    if (value >= 1) {
      continue;
    }
    const from = Math.max(0, index - radius);
    const to = Math.min(values.length - 1, index + radius);
    for (let other = from; other <= to; other += 1) {
      out[other] = Math.min(out[other]!, value);
    }
  }
  return out;
}

/**
 * The samples brought to −16 LUFS with true peaks at or under −1 dBTP. Limiting lowers the
 * loudness a little, so gain and limiter take turns until both hold (three rounds at most).
 */
export function normalizeLoudness(samples: Float32Array, sampleRate: number): Float32Array {
  const ceiling = 10 ** (LIMITER_CEILING_DBTP / 20);
  let current = samples;
  for (let round = 0; round < 3; round += 1) {
    const loudness = integratedLoudness(current, sampleRate);
    if (!Number.isFinite(loudness) || Math.abs(loudness - TARGET_LOUDNESS_LUFS) < 0.2) {
      break;
    }
    const gain = 10 ** ((TARGET_LOUDNESS_LUFS - loudness) / 20);
    current = limit(
      current.map((value) => value * gain),
      ceiling,
      sampleRate,
    );
  }
  return current;
}

// plain loops: `TypedArray.from` with a mapping function is several times slower on a minute of audio
export function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    out[index] = samples[index]! / 32768;
  }
  return out;
}

export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    out[index] = Math.max(-32768, Math.min(32767, Math.round(samples[index]! * 32768)));
  }
  return out;
}
