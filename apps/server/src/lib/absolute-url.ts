/**
 * A link as an outside program can follow it: one of our root-relative paths (`/api/media/…`)
 * gains `origin`; a link that is already absolute (an S3 presigned URL) is left as it is.
 */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

/** `https://api.example.com` of `https://api.example.com/api`: where root-relative paths resolve. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
