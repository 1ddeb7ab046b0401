import { analyzePortrait, portraitThumbnail } from '@orato/media';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { SpeechVoice } from '../../adapters/voice/speech-voice';
import type { Database } from '../../db/database';
import type { Engines } from '../generation/features/features';
import { ownVoiceRefusingProvider } from '../generation/features/own-voice.feature';
import type { UploadService } from '../image/upload.service';
import { PhotoAvatarRepository } from '../photo-avatar/photo-avatar.repository';
import { PhotoAvatarService } from '../photo-avatar/photo-avatar.service';
import { photoAvatarVoices, speakVoicePreview } from '../photo-avatar/photo-avatar-voices';
import { SpeakingRateRepository } from '../speech/speaking-rate.repository';
import { SpeakingRateService } from '../speech/speaking-rate.service';
import type { OwnVoiceRecordings } from './avatar-video.service';
import { PresenterCatalogue } from './presenter-catalogue';

/**
 * Who speaks in a video: the built-in presenters and their measured pace, a user's photo avatars
 * and their voices, and a user's own voice recordings. The presenters and recordings are shared
 * with the storyboard tool; the avatar video itself is wired with the tools (`tools.module.ts`).
 */
export function createAvatarModule(parts: {
  db: Database;
  storage: ObjectStorage;
  queue: JobQueue;
  engines: Pick<Engines, 'avatar' | 'photoAvatar'>;
  uploads: UploadService;
  /** The neural voice server's voices (key → name), when one is set. */
  neuralVoices?: Readonly<Record<string, string>>;
  /** Speaks the photo avatar voices' previews; the offline engine does when undefined. */
  previewVoice?: SpeechVoice;
}) {
  const { db, engines, uploads } = parts;
  const photoAvatars = new PhotoAvatarService(new PhotoAvatarRepository(db), parts.storage, {
    checkImage: (file) => uploads.checkImage(file),
    analyze: analyzePortrait,
    thumbnail: portraitThumbnail,
    voices: () => photoAvatarVoices(parts.neuralVoices),
    previewVoice: (voice) => speakVoicePreview(voice, parts.previewVoice),
  });
  const presenters = new PresenterCatalogue(engines.avatar);
  const speakingRates = new SpeakingRateService(
    engines.avatar,
    new SpeakingRateRepository(db),
    parts.queue,
    () => presenters.voices(),
  );
  // a recording belongs to its user; the storyboard's presenter scenes speak them as the wizard does
  const recordings: OwnVoiceRecordings = {
    ownRecording: (userId, url) => uploads.ownRecording(userId, url),
    markUsed: (userId, keys) => uploads.markUsed(userId, keys),
    refusingProvider: {
      'ai-avatar': ownVoiceRefusingProvider(engines.avatar),
      'photo-avatar': ownVoiceRefusingProvider(engines.photoAvatar),
    },
  };
  return { photoAvatars, speakingRates, presenters, recordings };
}
