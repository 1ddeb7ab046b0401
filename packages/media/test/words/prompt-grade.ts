import type { PromptCase } from './prompt-set.fixture';

export interface Drawn {
  word: string;
  drawnAs?: string;
  label: string;
}

/** Every word a drawn subject goes by: its own, the kind it is drawn as, its picture's label. */
function namesOf(subject: Drawn): string[] {
  return [subject.word, subject.drawnAs ?? '', subject.label]
    .flatMap((name) => [name, ...name.split(/[\s-]+/)])
    .filter(Boolean);
}

/** Whether every subject a person would draw is drawn, and which drawn subjects are strays. */
export function grade(entry: PromptCase, drawn: Drawn[]): { right: boolean; strays: string[] } {
  const names = new Set(drawn.flatMap(namesOf));
  // a compound's own modifier is no stray ('golden retriever'); its picture's words would be
  const strayNames = (subject: Drawn) => [
    subject.word,
    subject.drawnAs ?? '',
    subject.label,
    ...subject.label.split(/[\s-]+/),
  ];
  const strays = drawn
    .filter((subject) => strayNames(subject).some((name) => entry.never.includes(name)))
    .map((subject) => subject.word);
  return { right: entry.draws.every((word) => names.has(word)) && strays.length === 0, strays };
}
