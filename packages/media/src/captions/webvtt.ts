import type { CaptionCue } from './captions';

/** `HH:MM:SS.mmm`, the WebVTT cue timestamp. */
export function formatVttTimestamp(seconds: number): string {
  const milliseconds = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const wholeSeconds = Math.floor(milliseconds / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}.${pad(milliseconds % 1000, 3)}`;
}

export function buildWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map((cue, index) =>
    [
      String(index + 1),
      `${formatVttTimestamp(cue.start)} --> ${formatVttTimestamp(cue.end)}`,
      escapeCueText(cue.text),
    ].join('\n'),
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Seconds of a WebVTT timestamp (`HH:MM:SS.mmm` or `MM:SS.mmm`); NaN when it is not one. */
export function parseVttTimestamp(text: string): number {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})\.(\d{3})$/.exec(text.trim());
  if (!match) {
    return Number.NaN;
  }
  const [, hours, minutes, seconds, milliseconds] = match;
  return (
    Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(milliseconds) / 1000
  );
}

/**
 * The cues of a WebVTT file: identifiers, settings, NOTE/STYLE/REGION blocks and tags are
 * dropped, a cue's lines are joined with spaces, and the entities `buildWebVtt` writes are read
 * back. A file without the WEBVTT signature is refused.
 */
export function parseWebVtt(vtt: string): CaptionCue[] {
  const text = vtt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t\n]|$)/.test(text)) {
    throw new Error('not a WebVTT file');
  }
  const cues: CaptionCue[] = [];
  for (const block of text.split(/\n{2,}/).slice(1)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) {
      continue;
    }
    const [from = '', rest = ''] = lines[timing]!.split('-->');
    const start = parseVttTimestamp(from);
    const end = parseVttTimestamp(rest.trim().split(/\s+/)[0] ?? '');
    const body = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '');
    if (Number.isFinite(start) && Number.isFinite(end) && end > start) {
      cues.push({ start, end, text: unescapeCueText(body).replace(/\s+/g, ' ').trim() });
    }
  }
  return cues;
}

function unescapeCueText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
