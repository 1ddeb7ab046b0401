import { MESSAGES, type CaptionStyle, type VideoFormat } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface StartAvatarVideoInput {
  creatorName: string;
  script: string;
  topic: string;
  format: VideoFormat;
  captionStyle: CaptionStyle;
}

/** Starts an avatar video (the server holds its credits first); the answer is the job's id. */
export async function startAvatarVideo(input: StartAvatarVideoInput): Promise<string> {
  const data = (await api.post('/ai-creator', input)) as
    { operationId?: unknown; operation_id?: unknown } | undefined;
  const operationId = data?.operationId ?? data?.operation_id;
  if (typeof operationId !== 'string' || !operationId) {
    throw new Error(MESSAGES.avatar.noOperationId);
  }
  return operationId;
}

export const useStartAvatarVideo = () => useMutation({ mutationFn: startAvatarVideo });
