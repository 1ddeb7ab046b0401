import { voiceRecordingResponseSchema, type VoiceRecordingResponse } from '@orato/shared';
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
