/** The top of a value axis: the data's largest value rounded up to 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) {
    return 1;
  }
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** `count` + 1 evenly spaced ticks from 0 to `top`. */
export const axisTicks = (top: number, count = 4): number[] =>
  Array.from({ length: count + 1 }, (_, index) => (top * index) / count);

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
    if (last - (picked.at(-1) ?? 0) < every / 2) {
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
