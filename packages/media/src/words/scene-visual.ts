/**
 * A storyboard scene's visual, proposed from its line: the things the line names that the offline
 * engines can draw, by the same reading the engines use, so a suggestion never carries a line's
 * connective words ("first", "next", "because") into a picture.
 */
import { englishGloss, GLOSSED_LANGUAGES } from './prompt.gloss';
import { readPromptSubjects } from './prompt-subjects';

/** The languages whose lines a visual is read from: English and those glossed into it. */
export const VISUAL_LANGUAGES: readonly string[] = ['en', ...GLOSSED_LANGUAGES];

/** What a scene's visual says when its line names nothing the engines can draw. */
export const NOTHING_TO_DRAW =
  '(Nothing in this line can be drawn offline: describe the shot you want here.)';

function listed(words: string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * A shot description from the things a line names (drawn offline or not), or `NOTHING_TO_DRAW`;
 * a Spanish, French, German, Portuguese or Italian line by its English words, in the `language`
 * given when the caller knows it.
 */
export function visualFromLine(line: string, language?: string): string {
  const { named, missing } = readPromptSubjects(englishGloss(line, language));
  // things the offline set has no picture of still belong in the shot: a model can draw them
  const things = named.map((subject) =>
    subject.count > 1
      ? `${subject.word.endsWith('s') ? subject.word : `${subject.word}s`}`
      : subject.word,
  );
  things.push(...missing);
  if (things.length === 0) {
    return NOTHING_TO_DRAW;
  }
  return `A cinematic shot of ${listed(things)}, soft natural light`;
}
