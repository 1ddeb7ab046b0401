const count = new Intl.NumberFormat('en-US');

/** A whole number with US thousands separators: 1440 → '1,440'. */
export const formatCount = (value: number): string => count.format(value);
