/**
 * A file name from a topic or prompt: 'Why small teams ship faster' → 'why-small-teams-ship-faster.mp4',
 * with the format when it is known ('…-9x16-1080p.mp4': two shapes of one video never collide).
 * Accents are dropped, anything else that is not a letter or digit becomes one hyphen; at most
 * eight words, so prompts do not make absurd names.
 */
export function downloadName(
  title: string | null | undefined,
  extension: 'mp4' | 'png' | 'vtt' | 'srt',
  /** From `formatTag`: '-9x16-1080p', or '' when the format is not known. */
  tag = '',
): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .join('-');
  return `${slug || 'orato'}${tag}.${extension}`;
}
