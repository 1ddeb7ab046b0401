import { MESSAGES, ownVoiceCredits } from '@orato/shared';
import type { ObjectStorage } from '../../../adapters/object-storage/object-storage';
import {
  GenerationRefused,
  type OwnVoiceRecording,
} from '../../../adapters/video-generator/video-generator';
import { readObject } from './feature-spec';

/**
 * A presenter (drawn or photo) speaking the user's own recording: a variant of the avatar tools,
 * rendered by their engines. The video is as long as the recording, so the hold is exact.
 */
export function ownVoiceHold(recordingSeconds: number): number {
  return ownVoiceCredits(recordingSeconds);
}

/** The provider's name, as the user knows it, when `engine` cannot speak a recording; else undefined. */
export function ownVoiceRefusingProvider(engine: {
  provider: string;
  speaksRecordings?: boolean;
}): string | undefined {
  if (engine.speaksRecordings) {
    return undefined;
  }
  const names: Record<string, string> = {
    captions: 'Captions (AI Creator API)',
    local: 'This engine',
  };
  return names[engine.provider] ?? engine.provider;
}

/** The user's own recording a job speaks, if it has one; refused if it was deleted meanwhile. */
export async function recordingOf(
  storage: ObjectStorage,
  key: unknown,
): Promise<{ recording?: OwnVoiceRecording }> {
  if (typeof key !== 'string') {
    return {};
  }
  if (!(await storage.statObject(key))) {
    throw new GenerationRefused(MESSAGES.ownVoice.deletedBeforeRender);
  }
  return {
    recording: {
      wav: (await readObject(storage, key)).data,
      // long enough for a provider to fetch it while the job is queued and submitted
      url: await storage.getDownloadUrl(key, { ttlSeconds: 60 * 60 }),
    },
  };
}
