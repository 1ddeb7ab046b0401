import {
  MESSAGES,
  voiceRecordingResponseSchema,
  type OwnVoiceVideoInput,
  type VoiceRecordingResponse,
} from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Sends the take with the voice consent; the server checks, normalises and stores it. */
export const useUploadRecording = () =>
  useMutation({
    mutationFn: (recording: Blob): Promise<VoiceRecordingResponse> => {
      const form = new FormData();
      form.append('consent', 'true');
      form.append('recording', recording, fileNameOf(recording));
      return api.post('/voice-recordings', form, voiceRecordingResponseSchema);
    },
  });

/** A browser's own recording has no name: one from its type, so the server sees the format. */
function fileNameOf(recording: Blob): string {
  if (recording instanceof File) {
    return recording.name;
  }
  const type = recording.type.split(';')[0] ?? '';
  const extension = { 'audio/mp4': 'm4a', 'audio/ogg': 'ogg', 'audio/wav': 'wav' }[type] ?? 'webm';
  return `recording.${extension}`;
}

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
