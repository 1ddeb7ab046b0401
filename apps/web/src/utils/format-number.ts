const count = new Intl.NumberFormat('en-US');

/** A whole number with US thousands separators: 1440 → '1,440'. */
export const formatCount = (value: number): string => count.format(value);

const MINUS = '\u2212';

/** '+330', '−45', '0': one way of writing credits in and out (a true minus sign). */
export function signedCredits(value: number): string {
  if (value === 0) {
    return '0';
  }
  return `${value > 0 ? '+' : MINUS}${formatCount(Math.abs(value))}`;
}
