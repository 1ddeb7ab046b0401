/** A byte span of an object, both ends inclusive (as in a `Content-Range` header). */
export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

/**
 * Reads a `Range` header against an object of `size` bytes (RFC 9110 §14.2).
 * Returns the one range to serve, 'unsatisfiable' for a 416, or undefined when the header is
 * absent or may be ignored: another unit, bad syntax, or several ranges (served as the full body,
 * which the RFC allows and which spares us multipart/byteranges).
 */
export function parseRangeHeader(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes\s*=\s*(\d*)\s*-\s*(\d*)$/i);
  if (!match) {
    return undefined;
  }
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') {
    return undefined;
  }
  if (first === '') {
    return suffixRange(Number(last), size);
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) {
    return undefined;
  }
  if (start >= size) {
    return 'unsatisfiable';
  }
  return { start, end: Math.min(end, size - 1) };
}

/** `bytes=-n`: the last n bytes, or the whole object when it is shorter. */
function suffixRange(length: number, size: number): ByteRange | 'unsatisfiable' {
  if (length === 0 || size === 0) {
    return 'unsatisfiable';
  }
  return { start: Math.max(0, size - length), end: size - 1 };
}

/** The `Content-Range` value for a served range. */
export function formatContentRange(range: ByteRange, size: number): string {
  return `bytes ${range.start}-${range.end}/${size}`;
}

/**
 * A `Content-Disposition: attachment` value that survives any filename: a plain-ASCII fallback
 * with quotes, backslashes and control characters replaced, plus the exact name in `filename*`.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_').slice(0, 200) || 'download';
  // a lone surrogate would make encodeURIComponent throw
  const encoded = encodeURIComponent(filename.replace(/\p{Cs}/gu, '_')).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
