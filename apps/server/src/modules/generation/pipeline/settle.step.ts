import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FeatureKey } from '@orato/shared';
import { ProviderRefused, ProviderUnavailable } from '../../../adapters/http/provider-errors';
import type { RenderedMedia } from '../../../adapters/video-generator/video-generator';
import type { FeatureSpec } from '../features/feature-spec';
import type { GenerationRow } from '../generation.repository';
import {
  reportProgress,
  specOf,
  type PipelineDependencies,
  type SettlementScope,
} from './pipeline.types';

/**
 * The end of a job. Delivered: the result is checked against its feature's limits, copied into
 * storage, and then, in one transaction, the row becomes COMPLETE, its library entry is saved and
 * its credits captured. Failed: the row becomes FAILED and its hold is released. Either way,
 * once committed, `generation.ended` is announced for the follow-ups.
 */
export class SettleStep {
  constructor(private readonly deps: PipelineDependencies) {}

  /** Stores a finished result and settles its credits; a result over its limits fails instead. */
  async deliver(row: GenerationRow, spec: FeatureSpec, media: RenderedMedia, workDir: string) {
    const { storage, media: toolkit } = this.deps;
    const isVideo = spec.extension === 'mp4';
    // the real size, whatever was asked: tiles, players and share pages draw the file as it is
    // (a picture whose size cannot be read is still delivered, without one)
    const probe = isVideo
      ? await toolkit.probe(media.mediaPath)
      : await toolkit.probe(media.mediaPath).catch((error: unknown) => {
          this.deps.logger.warn({ err: error, generationId: row.id }, 'image size not read');
          return undefined;
        });
    const size = { width: probe?.width ?? null, height: probe?.height ?? null };
    const durationSeconds = media.durationSeconds ?? (isVideo ? probe?.durationSeconds : undefined);
    const refusal = spec.refuseDelivery?.({ durationSeconds }, row.holdCredits);
    if (refusal) {
      this.deps.logger.error({ generationId: row.id, durationSeconds }, 'result over its hold');
      await this.fail(row, refusal);
      return;
    }
    await reportProgress(this.deps, row.id, { stage: 'saving' });
    let posterPath = media.posterPath;
    if (isVideo && !posterPath) {
      posterPath = path.join(workDir, 'poster.jpg');
      await toolkit.extractPoster(media.mediaPath, posterPath, 1);
    }
    const base = `users/${row.userId}/${row.feature}/${row.id}`;
    const mediaKey = `${base}.${spec.extension}`;
    await storage.putObject(mediaKey, createReadStream(media.mediaPath), media.contentType);
    const thumbnailKey = posterPath ? `${base}.jpg` : null;
    if (posterPath && thumbnailKey) {
      await storage.putObject(thumbnailKey, createReadStream(posterPath), 'image/jpeg');
    }
    const captionsKey = media.captionsPath ? `${base}.vtt` : null;
    if (media.captionsPath && captionsKey) {
      await storage.putObject(captionsKey, createReadStream(media.captionsPath), 'text/vtt');
    }
    const stored = { mediaKey, thumbnailKey, captionsKey, durationSeconds, size };
    const completed = await this.settleDelivered(row, spec, media, stored);
    if (completed) {
      this.deps.metrics?.jobCompleted(row.feature);
      await this.announceEnd(row);
    } else {
      // it ended meanwhile (its deadline passed, its credits went back): the files go too
      const keys = [mediaKey, thumbnailKey, captionsKey].filter((key) => key !== null);
      await Promise.all(keys.map((key) => storage.deleteObject(key)));
    }
  }

  /** One transaction: never a library entry without its charge, or a charge without its entry. */
  private settleDelivered(
    row: GenerationRow,
    spec: FeatureSpec,
    media: RenderedMedia,
    stored: {
      mediaKey: string;
      thumbnailKey: string | null;
      captionsKey: string | null;
      durationSeconds: number | undefined;
      size: { width: number | null; height: number | null };
    },
  ): Promise<boolean> {
    const { mediaKey, thumbnailKey, captionsKey, durationSeconds, size } = stored;
    const input = row.input as {
      title?: string | null;
      avatar?: string | null;
      language?: string;
      translationOf?: string;
    };
    const charged = Math.min(row.holdCredits, spec.charge({ durationSeconds }, row.holdCredits));
    return this.deps.inTransaction(async ({ generations, credits, library }) => {
      const stillRunning = await generations.updateRunning(row.id, {
        state: 'COMPLETE',
        stage: 'done',
        progress: 100,
        mediaKey,
        thumbnailKey,
        captionsKey,
        durationSeconds: durationSeconds ?? null,
        chargedCredits: charged,
        notes: media.notes ?? null,
        notApplied: media.notApplied ?? null,
        description: media.description ?? null,
        ...size,
        completedAt: this.deps.clock(),
      });
      if (!stillRunning) {
        return false;
      }
      if (row.storyboardId) {
        // a part: no library entry of its own; its hold is captured with the storyboard
        return true;
      }
      await library.save({
        userId: row.userId,
        feature:
          specOf(this.deps.features, row.feature as FeatureKey).libraryFeature ?? row.feature,
        generationId: row.id,
        mediaKey,
        thumbnailKey,
        title: input.title ?? null,
        avatar: input.avatar ?? null,
        engine: row.provider,
        // a translation joins its original's row as one of its language versions
        language: input.language ?? null,
        originalId: input.translationOf ?? null,
        aspect: row.aspect,
        resolution: row.resolution,
        ...size,
      });
      await credits.capture(row.userId, row.id, charged);
      return true;
    });
  }

  /** Ends a job; `cause`, when there is one, is kept in full for staff (the user reads `reason`). */
  async fail(row: GenerationRow, reason: string, cause?: unknown): Promise<void> {
    if (await this.endFailed(this.deps, row, reason, staffDetailOf(cause))) {
      await this.afterFailed(row);
    }
  }

  /**
   * Returns a job's hold and marks it failed with `reason`, in `scope` (a staff cancel writes its
   * audit row in the same transaction); false when it had already ended. `afterFailed` follows
   * once committed.
   */
  async endFailed(
    scope: SettlementScope,
    row: GenerationRow,
    reason: string,
    detail?: string,
  ): Promise<boolean> {
    await scope.credits.release(row.userId, row.id);
    return scope.generations.updateRunning(row.id, {
      state: 'FAILED',
      stage: 'failed',
      error: reason,
      errorDetail: detail ?? null,
      completedAt: this.deps.clock(),
    });
  }

  /** What follows a job's failure once it is recorded: the metric, and its follow-ups. */
  async afterFailed(row: GenerationRow): Promise<void> {
    this.deps.metrics?.jobFailed(row.feature);
    await this.announceEnd(row);
  }

  /** Ends a part that is no longer wanted (its storyboard ended): its hold comes back now. */
  async abandon(generationId: string, reason: string): Promise<void> {
    const row = await this.deps.generations.find(generationId);
    if (row && row.state !== 'COMPLETE' && row.state !== 'FAILED') {
      await this.fail(row, reason);
    }
  }

  private announceEnd({ id, storyboardId }: GenerationRow): Promise<void> {
    return (
      this.deps.events?.emit('generation.ended', { generationId: id, storyboardId }) ??
      Promise.resolve()
    );
  }
}

/** Staff read a failure as the provider told it, status and body included (kept to 8,000 characters). */
function staffDetailOf(error: unknown): string | undefined {
  if (error instanceof ProviderUnavailable || error instanceof ProviderRefused) {
    const status = error.status ? ` (HTTP ${error.status})` : '';
    return [`${error.provider}${status}: ${error.message}`, error.body]
      .filter(Boolean)
      .join('\n')
      .slice(0, 8000);
  }
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 8000) : undefined;
}
