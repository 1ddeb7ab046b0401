import type { CaptionCue } from '../captions/captions';
import { displayWidth } from '../captions/captions';

/** A caption a viewer reads at a glance: one line of at most this many characters. */
export const CUE_MAX_CHARACTERS = 42;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The line cut into short cues at word boundaries (after punctuation where a cue is already half
 * full), each on screen for a share of the scene in proportion to its length. A single word
 * longer than a cue stands alone rather than being broken.
 */
export function splitLineIntoCues(
  line: string,
  durationSeconds: number,
  maxCharacters = CUE_MAX_CHARACTERS,
): CaptionCue[] {
  const words = normalize(line).split(' ').filter(Boolean);
  const texts: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && displayWidth(candidate) > maxCharacters) {
      texts.push(current);
      current = word;
    } else {
      current = candidate;
    }
    if (/[.!?;:,]["')\]]*$/.test(word) && displayWidth(current) >= maxCharacters / 2) {
      texts.push(current);
      current = '';
    }
  }
  if (current) {
    texts.push(current);
  }
  const total = texts.reduce((sum, text) => sum + displayWidth(text), 0);
  let before = 0;
  return texts.map((text, index) => {
    const start = total ? (durationSeconds * before) / total : 0;
    before += displayWidth(text);
    const end = index === texts.length - 1 ? durationSeconds : (durationSeconds * before) / total;
    return { start: round(start), end: round(end), text };
  });
}

/**
 * Timed cues (from the narration's WebVTT) given the line's own text: each cue is found in the
 * line in order and takes the text up to the next one, so punctuation the speech engine left out
 * (an opening quote, a dash) is not lost. Undefined when a cue's text is not in the line: the
 * narration said something else, and its timings cannot be trusted for this line.
 */
export function alignCuesToLine(
  cues: readonly CaptionCue[],
  line: string,
): CaptionCue[] | undefined {
  const text = normalize(line);
  const starts: number[] = [];
  let cursor = 0;
  for (const cue of cues) {
    const at = text.indexOf(normalize(cue.text), cursor);
    if (at < 0 || !normalize(cue.text)) {
      return undefined;
    }
    starts.push(at);
    cursor = at + normalize(cue.text).length;
  }
  if (!starts.length) {
    return undefined;
  }
  return cues.map((cue, index) => ({
    start: cue.start,
    end: cue.end,
    text: text.slice(index === 0 ? 0 : starts[index], starts[index + 1] ?? text.length).trim(),
  }));
}

/** Cues kept inside the scene: none starts or ends past its last frame. */
export function clampCues(cues: readonly CaptionCue[], durationSeconds: number): CaptionCue[] {
  return cues.map((cue) => {
    const end = round(Math.min(cue.end, durationSeconds));
    return { ...cue, start: round(Math.max(0, Math.min(cue.start, end))), end };
  });
}

/** The scene's captions: the narration's own timings when they fit the line, else the line spread. */
export function sceneCues(
  line: string,
  durationSeconds: number,
  narrationCues?: readonly CaptionCue[],
): CaptionCue[] {
  const aligned = narrationCues && alignCuesToLine(narrationCues, line);
  return aligned ? clampCues(aligned, durationSeconds) : splitLineIntoCues(line, durationSeconds);
}

/** Cues moved later by `seconds`: a scene's captions at its place in the storyboard. */
export function offsetCues(cues: readonly CaptionCue[], seconds: number): CaptionCue[] {
  return cues.map((cue) => ({
    ...cue,
    start: round(cue.start + seconds),
    end: round(cue.end + seconds),
  }));
}
