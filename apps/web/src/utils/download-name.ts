/**
 * A file name from a topic or prompt: 'Why small teams ship faster' → 'why-small-teams-ship-faster.mp4'.
 * Accents are dropped, anything else that is not a letter or digit becomes one hyphen; at most
 * eight words, so prompts do not make absurd names.
 */
export function downloadName(
  title: string | null | undefined,
  extension: 'mp4' | 'png' | 'vtt' | 'srt',
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
  return `${slug || 'orato'}.${extension}`;
}
