import { MESSAGES } from '@orato/shared';
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

/** Drafts a script for an idea; a new call gives a different draft (Regenerate). */
export const generateScript = async (topic: string): Promise<string> =>
  readScript(await api.post('/script', { topic }));

export const useGenerateScript = () => useMutation({ mutationFn: generateScript });
