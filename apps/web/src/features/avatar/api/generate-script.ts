import { MESSAGES, type ScriptBrief } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The spec's reply is a string or an object with `script`; anything else, or blank, is invalid. */
function readScript(data: unknown): string {
  const script =
    typeof data === 'string'
      ? data
      : typeof data === 'object' && data !== null && 'script' in data
        ? (data as { script: unknown }).script
        : undefined;
  if (typeof script !== 'string' || !script.trim()) {
    throw new Error(MESSAGES.avatar.invalidScript);
  }
  return script.trim();
}

/** A note on the draft, such as a script written in another language than the idea's. */
function readNote(data: unknown): string | undefined {
  const note =
    typeof data === 'object' && data !== null && 'note' in data
      ? (data as { note: unknown }).note
      : undefined;
  return typeof note === 'string' && note.trim() ? note : undefined;
}

export interface ScriptDraft {
  script: string;
  note?: string;
}

/** Points as typed in the form, one a line: blank lines are not points. */
export function pointsFromLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Drafts a script for an idea and the user's brief; a new call gives a different draft (Regenerate). */
export const generateScript = async ({
  topic,
  previous,
  ...brief
}: { topic: string; previous?: string } & ScriptBrief): Promise<ScriptDraft> => {
  // only what was filled in travels: the writer treats a missing field as not given
  const given = Object.fromEntries(
    Object.entries(brief).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : Boolean(value),
    ),
  );
  const data = await api.post('/script', { topic, ...given, ...(previous ? { previous } : {}) });
  const note = readNote(data);
  return { script: readScript(data), ...(note ? { note } : {}) };
};

export const useGenerateScript = () => useMutation({ mutationFn: generateScript });
