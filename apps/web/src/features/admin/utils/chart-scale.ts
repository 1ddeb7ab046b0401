/**
 * The ticks of a value axis from 0: about `count` steps of 1, 2 or 5 times a power of ten, the last
 * at or above the data's largest value. `whole` keeps steps of at least 1 (counts of things).
 */
export function axisTicks(max: number, { count = 4, whole = false } = {}): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const raw = top / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  let step = ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
  if (whole) {
    step = Math.max(1, Math.round(step));
  }
  const steps = Math.ceil(top / step - 1e-9);
  // multiplied, not summed, so 0.1 + 0.2 never prints as 0.30000000000000004
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/** The indexes of the day labels to print under a chart: first, last and every `every`-th between. */
export function labelIndexes(length: number, every: number): number[] {
  if (length === 0) {
    return [];
  }
  const picked: number[] = [];
  for (let index = 0; index < length; index += every) {
    picked.push(index);
  }
  const last = length - 1;
  // the last day always shows; a label too close to it gives way
  if (picked.at(-1) !== last) {
    if (last - (picked.at(-1) ?? 0) < every * 0.75) {
      picked.pop();
    }
    picked.push(last);
  }
  return picked;
}

/** The index of the point nearest to `x` among `length` points spread over `width`. */
export function nearestIndex(x: number, width: number, length: number): number {
  if (length <= 1 || width <= 0) {
    return 0;
  }
  const index = Math.round((x / width) * (length - 1));
  return Math.min(length - 1, Math.max(0, index));
}
