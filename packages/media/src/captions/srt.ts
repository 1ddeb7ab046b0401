import type { CaptionCue } from './captions';

/** `HH:MM:SS,mmm`: SRT's timestamp, WebVTT's with a comma before the milliseconds. */
export function formatSrtTimestamp(seconds: number): string {
  const milliseconds = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const wholeSeconds = Math.floor(milliseconds / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)},${pad(milliseconds % 1000, 3)}`;
}

/**
 * SubRip: numbered blocks separated by a blank line. SRT has no escaping, and a blank line
 * inside a cue would end it early, so each cue's text is kept on one line.
 */
export function buildSrt(cues: readonly CaptionCue[]): string {
  return cues
    .map((cue, index) =>
      [
        String(index + 1),
        `${formatSrtTimestamp(cue.start)} --> ${formatSrtTimestamp(cue.end)}`,
        cue.text.replace(/\s+/g, ' ').trim(),
      ].join('\n'),
    )
    .map((block) => `${block}\n`)
    .join('\n');
}
