import { prepareVoiceRecording, type FfmpegBinaries } from '@orato/media';
import { LIMITS } from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { Database } from '../../db/database';
import { transactional } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { WorkPool } from '../../lib/work-pool';
import { GenerationRepository } from '../generation/generation.repository';
import { UploadRepository } from '../image/upload.repository';
import { UploadService } from '../image/upload.service';
import { ShareRepository } from '../share/share.repository';
import { ShareService } from '../share/share.service';
import { StoryboardRepository } from '../storyboard/storyboard.repository';
import { LibraryRepository } from './library.repository';
import { LibraryService } from './library.service';

/** A user's files: what they uploaded, what was made for them, and the links that share it. */
export function createLibraryModule(parts: {
  db: Database;
  storage: ObjectStorage;
  binaries: FfmpegBinaries;
  /** How much one account may keep unused, and how many images this process decodes at once. */
  uploadLimits: { quotaBytes: number; imageWorkers: number };
  siteUrl: string;
  clock: Clock;
  logger: { error(object: object, message: string): void };
}) {
  const { db, storage, binaries, clock } = parts;
  const libraryRepository = new LibraryRepository(db);
  const { imageWorkers, quotaBytes } = parts.uploadLimits;
  // a short line of waiting uploads smooths a burst; a longer one would only make everyone wait
  const imageWork = new WorkPool(imageWorkers, imageWorkers * 4);
  const upload = new UploadService(
    new UploadRepository(db),
    libraryRepository,
    storage,
    imageWork,
    { quotaBytes, clock, logger: parts.logger },
    (data) =>
      prepareVoiceRecording(data, { maxSeconds: LIMITS.voiceRecordingMaxSeconds, binaries }),
  );
  const library = new LibraryService(
    libraryRepository,
    storage,
    transactional(db, (tx) => ({
      library: new LibraryRepository(tx),
      generations: new GenerationRepository(tx),
      storyboards: new StoryboardRepository(tx),
    })),
  );
  const share = new ShareService(
    new ShareRepository(db),
    libraryRepository,
    storage,
    clock,
    parts.siteUrl,
  );
  return { library, upload, share };
}
