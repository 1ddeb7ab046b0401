/**
 * A `gs://bucket/object` address as the public HTTPS URL browsers can play (spec §3); any other
 * URL is returned as it is. The object name is encoded, its slashes kept.
 */
export function publicStorageUrl(url: string): string {
  const match = /^gs:\/\/([^/]+)\/(.+)$/.exec(url);
  if (!match) {
    return url;
  }
  const [, bucket, object] = match;
  return `https://storage.googleapis.com/${bucket}/${object!.split('/').map(encodeURIComponent).join('/')}`;
}
