import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { ScriptWriter } from '../../adapters/script-writer/script-writer';
import type { Translator } from '../../adapters/translator/translator';
import type { Database } from '../../db/database';
import { AvatarVideoService, type OwnVoiceRecordings } from '../avatar/avatar-video.service';
import type { PresenterCatalogue } from '../avatar/presenter-catalogue';
import { ImageService } from '../image/image.service';
import type { UploadService } from '../image/upload.service';
import { LibraryRepository } from '../library/library.repository';
import type { PhotoAvatarService } from '../photo-avatar/photo-avatar.service';
import { photoAvatarVoices } from '../photo-avatar/photo-avatar-voices';
import type { SpeakingRateService } from '../speech/speaking-rate.service';
import type { StoryboardStatusService } from '../storyboard/storyboard-status.service';
import type { StoryboardRepository } from '../storyboard/storyboard.repository';
import type { StoryboardService } from '../storyboard/storyboard.service';
import { TranslationService } from '../translation/translation.service';
import { VeoService } from '../veo/veo.service';
import type { Engines } from './features/features';
import { GenerationRepository } from './generation.repository';
import type { GenerationService } from './generation.service';

/**
 * The tools a user starts a job from, each over the generation pipeline: the avatar video, its
 * translation into another language, the Veo clip and the image. The storyboard is its own module.
 */
export function createToolsModule(parts: {
  db: Database;
  storage: ObjectStorage;
  engines: Pick<Engines, 'avatar' | 'clipLengths'>;
  scriptWriter: ScriptWriter;
  translator: Translator;
  generations: GenerationService;
  uploads: UploadService;
  photoAvatars: PhotoAvatarService;
  speakingRates: SpeakingRateService;
  presenters: PresenterCatalogue;
  recordings: OwnVoiceRecordings;
  storyboards: StoryboardRepository;
  storyboard: StoryboardService;
  storyboardStatus: StoryboardStatusService;
  /** The neural voice server's voices (key → name), when one is set. */
  neuralVoices?: Readonly<Record<string, string>>;
}) {
  const { db, storage, generations, uploads, storyboard, storyboardStatus } = parts;
  const library = new LibraryRepository(db);
  const avatarVideo = new AvatarVideoService(
    parts.engines.avatar,
    parts.scriptWriter,
    generations,
    library,
    storage,
    parts.speakingRates,
    parts.photoAvatars,
    parts.recordings,
    {
      presenters: parts.presenters,
      storyboardStatus: async (userId, id) => {
        const board = await storyboard.ownOrNone(userId, id);
        return board && storyboardStatus.describeAsJob(board);
      },
    },
  );
  const translation = new TranslationService({
    library,
    generations: new GenerationRepository(db),
    translator: parts.translator,
    avatarVideo,
    photoVoices: () => photoAvatarVoices(parts.neuralVoices),
    storyboards: parts.storyboards,
    storyboard,
  });
  return {
    avatarVideo,
    translation,
    veo: new VeoService(generations, uploads, parts.engines.clipLengths),
    image: new ImageService(generations, uploads, storage),
  };
}
