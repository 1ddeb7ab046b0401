import { randomBytes } from 'node:crypto';
import {
  DATA_EXPORT_HOURS,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
} from '@orato/shared';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { MailMessage } from '../../adapters/mailer/mailer';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { addSeconds, toUnixSeconds, type Clock } from '../../lib/clock';
import type { UrlSigner } from '../../lib/url-signer';
import type { AccountDataRepository } from './account-data.repository';
import { writeArchive } from './data-export.archive';
import { accountDocuments } from './data-export.documents';
import { dataExportReadyEmail } from './data-export.emails';
import { mediaEntries, type MediaEntry } from './data-export.files';
import type { DataExportRepository, DataExportRow } from './data-export.repository';

export const BUILD_DATA_EXPORT_JOB = 'data-export.build';
export const SWEEP_DATA_EXPORTS_JOB = 'data-export.sweep';

const HOUR_SECONDS = 3600;
// the build bumps its row at least this often, so a row older than STRANDED_SECONDS lost its job
const HEARTBEAT_MS = 20_000;
const STRANDED_SECONDS = 10 * 60;
// the queue retries a failed build; after this attempt the export is FAILED, shown as such
const LAST_ATTEMPT = 2;
const EXPIRE_BATCH = 100;
// the signed link hands out a storage link this short: the 24 hours live in our own link
const STORAGE_LINK_SECONDS = 5 * 60;

export interface DataExportDeps {
  exports: DataExportRepository;
  accountData: AccountDataRepository;
  storage: ObjectStorage;
  queue: JobQueue;
  mail: { send(message: MailMessage): Promise<void> };
  /** Signs the download links (a signer of its own purpose). */
  signer: UrlSigner;
  clock: Clock;
  /** The API's base URL (ending in /api): download links point at it. */
  apiUrl: string;
  heartbeatSeconds: number;
  logger: { warn(object: object, message: string): void };
}

/** Who reads an export: the web app (a signed link) or the public API (its key is the credential). */
export type ExportReader = 'web' | 'api';

/**
 * "Download my data": one ZIP of everything an account keeps, built by a job, streamed into
 * storage, offered for 24 hours by a link only its owner can use, then deleted.
 */
export class DataExportService {
  constructor(private readonly deps: DataExportDeps) {}

  /**
   * Starts a download of the user's data, or answers the one being prepared: one at a time per
   * user, and at most DATA_EXPORTS_PER_DAY started in 24 hours.
   */
  async request(userId: string, reader: ExportReader): Promise<DataExport> {
    const { exports, clock, queue } = this.deps;
    const active = await exports.findActive(userId);
    if (active) {
      return this.describe(active, reader);
    }
    const now = clock();
    if (
      (await exports.countSince(userId, addSeconds(now, -24 * HOUR_SECONDS))) >=
      DATA_EXPORTS_PER_DAY
    ) {
      throw new AppError('RATE_LIMITED', DATA_EXPORT_MESSAGES.tooMany(DATA_EXPORTS_PER_DAY));
    }
    const created = await exports.insertUnlessActive(userId, now);
    if (!created) {
      // another request won the race: its export is the one being prepared
      const winner = await exports.findActive(userId);
      if (!winner) {
        throw new AppError('CONFLICT', DATA_EXPORT_MESSAGES.failed);
      }
      return this.describe(winner, reader);
    }
    // a queue failure leaves the row QUEUED, which the sweep queues again
    await queue
      .enqueue(BUILD_DATA_EXPORT_JOB, { exportId: created.id }, this.jobOptions())
      .catch((error: unknown) =>
        this.deps.logger.warn({ err: error, exportId: created.id }, 'data export not queued'),
      );
    return this.describe(created, reader);
  }

  /** The user's latest export, or null (none, or one past its 24 hours). */
  async latest(userId: string, reader: ExportReader): Promise<DataExport | null> {
    const row = await this.deps.exports.findLatest(userId);
    return row && !this.expired(row) ? this.describe(row, reader) : null;
  }

  /** One export of the user's; anyone else's, or one past its time, is not found. */
  async own(userId: string, id: string, reader: ExportReader): Promise<DataExport> {
    return this.describe(await this.ownRow(userId, id), reader);
  }

  /**
   * A short storage link to the ZIP, for the web's signed link: the signature, the owner and the
   * 24 hours are each checked, and each answers "not found" alike.
   */
  async signedDownload(
    userId: string,
    id: string,
    link: { expires: number; signature: string },
  ): Promise<string> {
    const now = toUnixSeconds(this.deps.clock());
    if (!this.deps.signer.verify({ key: id, expires: link.expires }, link.signature, now)) {
      throw notFound();
    }
    return this.download(userId, id);
  }

  /** A short storage link to the ZIP, for its owner (the public API, by key). */
  async download(userId: string, id: string): Promise<string> {
    const row = await this.ownRow(userId, id);
    if (row.state !== 'READY' || !row.objectKey) {
      throw notFound();
    }
    const day = row.completedAt!.toISOString().slice(0, 10);
    return this.deps.storage.getDownloadUrl(row.objectKey, {
      ttlSeconds: STORAGE_LINK_SECONDS,
      filename: `orato-data-${day}.zip`,
    });
  }

  /**
   * Builds one export (the job): claims it, writes the ZIP under a key of this attempt, and makes
   * that key the export's only when the upload is whole. A previous attempt's partial file is
   * deleted first. Answers false when there was nothing to do.
   */
  async build(exportId: string, attempt: number): Promise<boolean> {
    const { exports, storage, clock } = this.deps;
    const partialKey = `exports/${exportId}/${randomBytes(16).toString('hex')}.zip`;
    const claim = await exports.claim(exportId, partialKey, clock());
    if (!claim) {
      return false;
    }
    if (claim.previousKey) {
      await storage.deleteObject(claim.previousKey);
    }
    const row = await exports.findById(exportId);
    const data = row && (await this.deps.accountData.read(row.userId));
    if (!row || !data) {
      return false;
    }
    let progress = 1;
    const heartbeat = setInterval(() => {
      void exports.setProgress(exportId, partialKey, progress, clock()).catch(() => undefined);
    }, HEARTBEAT_MS);
    try {
      const media = await this.present(mediaEntries(data));
      const archive = writeArchive({
        documents: accountDocuments(data, media, clock()),
        media,
        open: async (key) => (await storage.getObject(key)).body,
        onMediaWritten: (done, total) => {
          const next = Math.min(99, 1 + Math.floor((done / total) * 98));
          if (next !== progress) {
            progress = next;
            void exports.setProgress(exportId, partialKey, next, clock()).catch(() => undefined);
          }
        },
      });
      await storage.putObject(partialKey, archive, 'application/zip');
    } catch (error) {
      await storage.deleteObject(partialKey).catch(() => undefined);
      if (attempt >= LAST_ATTEMPT) {
        await exports.markFailed(exportId, String(error), clock());
        return true;
      }
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
    const bytes = (await storage.statObject(partialKey))?.size ?? 0;
    const now = clock();
    const expiresAt = addSeconds(now, DATA_EXPORT_HOURS * HOUR_SECONDS);
    if (!(await exports.markReady(exportId, partialKey, bytes, now, expiresAt))) {
      // the account went, or another attempt took over: this file is nobody's
      await storage.deleteObject(partialKey);
      return false;
    }
    const link = this.webLink(exportId, expiresAt);
    await this.deps.mail.send(dataExportReadyEmail(data.user.email, link));
    return true;
  }

  /** Queues again the exports whose job was lost (a worker that died, a queue that refused). */
  async sweep(): Promise<number> {
    const { exports, queue, clock } = this.deps;
    const stranded = await exports.findStranded(addSeconds(clock(), -STRANDED_SECONDS), 50);
    for (const row of stranded) {
      await queue.enqueue(BUILD_DATA_EXPORT_JOB, { exportId: row.id }, this.jobOptions());
    }
    return stranded.length;
  }

  /** Deletes exports (file and row) that ended before `before`; returns how many went. */
  async expire(before: Date): Promise<number> {
    const { exports, storage } = this.deps;
    let expired = 0;
    for (;;) {
      const rows = await exports.findEndedBefore(before, EXPIRE_BATCH);
      for (const row of rows) {
        for (const key of [row.objectKey, row.partialKey]) {
          if (key) {
            await storage.deleteObject(key);
          }
        }
      }
      await exports.delete(rows.map((row) => row.id));
      expired += rows.length;
      if (rows.length < EXPIRE_BATCH) {
        return expired;
      }
    }
  }

  private async ownRow(userId: string, id: string): Promise<DataExportRow> {
    const row = UUID.test(id) ? await this.deps.exports.findById(id) : undefined;
    if (!row || row.userId !== userId || this.expired(row)) {
      throw notFound();
    }
    return row;
  }

  private expired(row: DataExportRow): boolean {
    return row.expiresAt !== null && row.expiresAt <= this.deps.clock();
  }

  /** The files that are really there: one deleted since its row was read is left out. */
  private async present(entries: MediaEntry[]): Promise<MediaEntry[]> {
    const found: MediaEntry[] = [];
    for (const entry of entries) {
      if (await this.deps.storage.statObject(entry.key)) {
        found.push(entry);
      }
    }
    return found;
  }

  private jobOptions() {
    return { retryLimit: LAST_ATTEMPT, heartbeatSeconds: this.deps.heartbeatSeconds };
  }

  private webLink(id: string, expiresAt: Date): string {
    const expires = toUnixSeconds(expiresAt);
    const signature = this.deps.signer.sign({ key: id, expires });
    return `${this.deps.apiUrl}/account/exports/${id}/download?expires=${expires}&signature=${signature}`;
  }

  private describe(row: DataExportRow, reader: ExportReader): DataExport {
    const ready = row.state === 'READY' && row.expiresAt !== null;
    return {
      id: row.id,
      state: row.state as DataExport['state'],
      progress: row.progress,
      created_at: toUnixSeconds(row.createdAt),
      completed_at: toUnixSeconds(row.completedAt),
      expires_at: toUnixSeconds(row.expiresAt),
      bytes: row.bytes,
      download_url: !ready
        ? null
        : reader === 'web'
          ? this.webLink(row.id, row.expiresAt!)
          : `${this.deps.apiUrl}/v1/exports/${row.id}/download`,
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.notFound);
