import { MESSAGES, type OwnVoiceVideoInput } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Starts a presenter speaking the stored recording; the answer is the job's id. */
export async function startOwnVoiceVideo(
  input: Omit<OwnVoiceVideoInput, 'email'>,
): Promise<string> {
  const data = (await api.post('/ai-creator/own-voice', input)) as
    { operationId?: unknown } | undefined;
  if (typeof data?.operationId !== 'string' || !data.operationId) {
    throw new Error(MESSAGES.avatar.noOperationId);
  }
  return data.operationId;
}

export const useStartOwnVoiceVideo = () => useMutation({ mutationFn: startOwnVoiceVideo });
