/** Small helpers shared by the layer drawings. */

/** Rounds to one decimal so drawings are compact and identical on every run. */
export function round1(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}

/** A radial gradient that fades `color` from `opacity` at the centre to nothing at the rim. */
export function softGradient(id: string, color: string, opacity = 1, solidUntil = 0): string {
  return (
    `<radialGradient id="${id}"><stop offset="${solidUntil}" stop-color="${color}" ` +
    `stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/>` +
    `</radialGradient>`
  );
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  vertical = true,
): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const body = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"` +
        (opacity === undefined ? '' : ` stop-opacity="${opacity}"`) +
        '/>',
    )
    .join('');
  return `<linearGradient id="${id}" ${direction}>${body}</linearGradient>`;
}

/** A closed path under a sampled ridge line, filled down to `bottom`. */
export function ridgePath(points: readonly (readonly [number, number])[], bottom: number): string {
  const [first] = points;
  const last = points[points.length - 1];
  if (!first || !last) {
    return '';
  }
  const line = points.map(([x, y]) => `${round1(x)} ${round1(y)}`).join(' L');
  return `M${round1(first[0])} ${bottom} L${line} L${round1(last[0])} ${bottom} Z`;
}

/** The open top edge of a ridge, for crest highlights. */
export function ridgeLine(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${round1(x)} ${round1(y)}`).join(' L')}`;
}

/** Samples `height(x)` every `step` px across `width`, ending on `width` itself. */
export function sampleRidge(
  width: number,
  step: number,
  height: (x: number) => number,
): [number, number][] {
  const points: [number, number][] = [];
  for (let x = 0; x < width; x += step) {
    points.push([x, height(x)]);
  }
  // always end exactly on the edge, so a wrapping strip has no sliver at the seam
  points.push([width, height(width)]);
  return points;
}

/** Repeats a drawing of one period at -period, 0 and +period, so shapes crossing an edge wrap. */
export function tileAcross(body: string, period: number, axis: 'x' | 'y' = 'x'): string {
  return [-period, 0, period]
    .map((offset) => {
      const move = axis === 'x' ? `${offset} 0` : `0 ${offset}`;
      return `<g transform="translate(${move})">${body}</g>`;
    })
    .join('');
}
