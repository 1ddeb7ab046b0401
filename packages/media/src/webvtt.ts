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
