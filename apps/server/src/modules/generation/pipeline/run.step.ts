import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES, type FeatureKey } from '@orato/shared';
import { withTempDir } from '@orato/media';
import {
  ProviderBusy,
  ProviderRefused,
  ProviderUnavailable,
} from '../../../adapters/http/provider-errors';
import { ResultRefused } from '../../../adapters/http/result-fetcher';
import {
  GenerationRefused,
  type InlineGenerator,
  type RemoteGenerator,
  type RenderedMedia,
} from '../../../adapters/video-generator/video-generator';
import { addLogContext } from '../../../lib/log-context';
import { addSeconds } from '../../../lib/clock';
import type { FeatureSpec } from '../features/feature-spec';
import type { GenerationRow } from '../generation.repository';
import {
  enqueueRun,
  reportProgress,
  RUN_RETRY_LIMIT,
  specOf,
  type PipelineDependencies,
} from './pipeline.types';
import type { SettleStep } from './settle.step';

const QUEUED_GRACE_SECONDS = 120;
// longer than a submit call may take (the adapters time out after 30 s)
const SUBMIT_CLAIM_SECONDS = 90;

/**
 * A job's running: an inline engine renders in the worker; a remote one is submitted once
 * (claimed) and then polled, the job re-queueing itself with a delay. The result goes to
 * `SettleStep.deliver`; a failure the user should read goes to `SettleStep.fail`.
 */
export class RunStep {
  constructor(
    private readonly deps: PipelineDependencies,
    private readonly settle: SettleStep,
  ) {}

  /** One step of a job: returns when the generation finished, or after scheduling the next poll. */
  async run(generationId: string): Promise<void> {
    const row = await this.deps.generations.find(generationId);
    if (!row || row.state === 'COMPLETE' || row.state === 'FAILED') {
      return;
    }
    addLogContext({ userId: row.userId, generationId: row.id });
    if (row.deadlineAt <= this.deps.clock()) {
      await this.settle.fail(
        row,
        'The generation took too long and was stopped. Your credits were returned.',
      );
      return;
    }
    const spec = specOf(this.deps.features, row.feature as FeatureKey);
    if (spec.generator.kind === 'inline') {
      await this.runInline(row, spec, spec.generator);
    } else {
      await this.advanceRemote(row, spec, spec.generator);
    }
  }

  /**
   * A run delivered by the queue. A failure is thrown back so the queue retries it with backoff;
   * on the last attempt the queue allows, the generation ends instead and its credits come back
   * now rather than at the deadline.
   */
  async runQueued(generationId: string, attempt: number): Promise<void> {
    try {
      await this.run(generationId);
    } catch (error) {
      if (attempt < RUN_RETRY_LIMIT) {
        throw error;
      }
      this.deps.logger.error({ err: error, generationId }, 'generation failed on its last attempt');
      const row = await this.deps.generations.find(generationId);
      if (row && row.state !== 'COMPLETE' && row.state !== 'FAILED') {
        await this.settle.fail(row, MESSAGES.server.generationGaveUp);
      }
    }
  }

  /** Re-queues generations no worker picked up and stops those past their deadline. */
  async sweep(): Promise<number> {
    const now = this.deps.clock();
    const stranded = await this.deps.generations.findStranded(
      addSeconds(now, -QUEUED_GRACE_SECONDS),
      now,
    );
    for (const row of stranded) {
      // one generation whose provider is down must not keep the sweep from the others
      await this.run(row.id).catch((error: unknown) =>
        this.deps.logger.error({ err: error, generationId: row.id }, 'sweep could not advance'),
      );
    }
    return stranded.length;
  }

  private async runInline(
    row: GenerationRow,
    spec: FeatureSpec,
    generator: InlineGenerator<never>,
  ) {
    const now = this.deps.clock();
    if (!row.startedAt) {
      // a retried run (its worker died) started already
      this.deps.metrics?.jobStarted(row.feature);
    }
    await this.deps.generations.updateRunning(row.id, {
      state: 'PROCESSING',
      stage: spec.firstStage ?? 'rendering',
      progress: Math.max(1, row.progress),
      startedAt: row.startedAt ?? now,
      stageStartedAt: now,
    });
    await withTempDir('orato-generation-', async (workDir) => {
      let media: RenderedMedia;
      try {
        const request = spec.prepareRequest
          ? await spec.prepareRequest(row.input, row.holdCredits)
          : row.input;
        const renderStarted = performance.now();
        media = await generator.render(
          request as never,
          workDir,
          // a started render shows at least 1%
          (fraction, stage) =>
            reportProgress(this.deps, row.id, { percent: Math.max(1, fraction * 100), stage }),
          { deadline: row.deadlineAt },
        );
        this.deps.metrics?.renderSeconds(row.feature, (performance.now() - renderStarted) / 1000);
      } catch (error) {
        if (error instanceof ProviderBusy) {
          // still busy after the call's own retries: the queue runs the job again later
          throw error;
        }
        this.deps.logger.error({ err: error, generationId: row.id }, 'generation failed');
        await this.settle.fail(
          row,
          userMessageFor(error) ??
            'The engine could not make this. Your credits were returned; please try again.',
          error,
        );
        return;
      }
      await this.settle.deliver(row, spec, media, workDir);
    });
  }

  private async advanceRemote(
    row: GenerationRow,
    spec: FeatureSpec,
    generator: RemoteGenerator<never>,
  ) {
    const operationId = row.providerOperationId ?? (await this.submitOnce(row, spec, generator));
    if (!operationId) {
      return;
    }
    const status = await this.pollOnce(row, generator, operationId);
    if (!status) {
      return;
    }
    if (status.state === 'FAILED') {
      await this.settle.fail(row, status.error);
      return;
    }
    if (status.state !== 'COMPLETE') {
      if (status.unknownState) {
        this.deps.logger.warn(
          { generationId: row.id, provider: generator.provider, state: status.unknownState },
          'provider reported an unknown state; polling on until the deadline',
        );
      }
      await this.deps.generations.updateRunning(row.id, { state: status.state });
      await reportProgress(this.deps, row.id, { percent: status.progress, stage: 'provider' });
      await enqueueRun(this.deps, row.id, generator.pollIntervalSeconds);
      return;
    }
    if (row.startedAt) {
      // the provider's time, submission to a finished result
      const seconds = (this.deps.clock().getTime() - row.startedAt.getTime()) / 1000;
      this.deps.metrics?.renderSeconds(row.feature, Math.max(0, seconds));
    }
    await withTempDir('orato-generation-', async (workDir) => {
      const mediaPath = path.join(workDir, `result.${spec.extension}`);
      try {
        if ('resultData' in status) {
          await writeFile(mediaPath, Buffer.from(status.resultData, 'base64'));
        } else {
          await this.deps.downloader.download(status.resultUrl, mediaPath, {
            headers: generator.downloadHeaders?.() ?? {},
            allowedHosts: generator.resultHosts,
          });
        }
      } catch (error) {
        if (!(error instanceof ResultRefused)) {
          throw error;
        }
        this.deps.logger.error({ err: error, generationId: row.id }, 'result URL refused');
        await this.settle.fail(row, MESSAGES.server.resultRefused);
        return;
      }
      const contentType = spec.extension === 'mp4' ? 'video/mp4' : 'image/png';
      await this.settle.deliver(row, spec, { mediaPath, contentType }, workDir);
    });
  }

  /**
   * Submits a generation to its provider at most once at a time: the claim keeps a duplicate job
   * message (or the sweep) from paying the provider twice. Returns undefined when the generation is
   * someone else's to submit, or has failed for good.
   */
  private async submitOnce(
    row: GenerationRow,
    spec: FeatureSpec,
    generator: RemoteGenerator<never>,
  ): Promise<string | undefined> {
    const { generations } = this.deps;
    if (!(await generations.claimSubmission(row.id, SUBMIT_CLAIM_SECONDS))) {
      return undefined;
    }
    let operationId: string;
    try {
      const request = spec.prepareRequest
        ? await spec.prepareRequest(row.input, row.holdCredits)
        : row.input;
      operationId = await generator.submit(request as never, { deadline: row.deadlineAt });
    } catch (error) {
      const message = userMessageFor(error);
      if (message) {
        this.deps.logger.error({ err: error, generationId: row.id }, 'provider refused the job');
        await this.settle.fail(row, message, error);
        return undefined;
      }
      // not accepted (as far as we know): the retry of this job may submit again
      await generations.releaseSubmission(row.id);
      throw error;
    }
    const now = this.deps.clock();
    if (!row.startedAt) {
      this.deps.metrics?.jobStarted(row.feature);
    }
    await generations.updateRunning(row.id, {
      providerOperationId: operationId,
      state: 'PROCESSING',
      stage: 'submitted',
      startedAt: row.startedAt ?? now,
      stageStartedAt: now,
    });
    return operationId;
  }

  /**
   * One poll. A rate limit or overload waits for the next poll, longer than usual (or as long as the
   * provider asked); a poll the operator must fix ends the job. Undefined when nothing more is to do now.
   */
  private async pollOnce(
    row: GenerationRow,
    generator: RemoteGenerator<never>,
    operationId: string,
  ) {
    try {
      return await generator.poll(operationId, { deadline: row.deadlineAt });
    } catch (error) {
      const message = userMessageFor(error);
      if (message) {
        this.deps.logger.error({ err: error, generationId: row.id }, 'provider poll failed');
        await this.settle.fail(row, message, error);
        return undefined;
      }
      if (!(error instanceof ProviderBusy)) {
        throw error;
      }
      this.deps.logger.warn({ err: error, generationId: row.id }, 'provider busy; polling later');
      const backoff = Math.max(generator.pollIntervalSeconds * 2, error.retryAfterSeconds ?? 0);
      await enqueueRun(this.deps, row.id, Math.ceil(backoff));
      return undefined;
    }
  }
}

/** The user's words for a provider failure that retrying cannot fix; undefined for any other error. */
function userMessageFor(error: unknown): string | undefined {
  if (error instanceof GenerationRefused) {
    return error.userMessage;
  }
  if (error instanceof ProviderRefused) {
    return MESSAGES.providers.refused(error.reason);
  }
  if (error instanceof ProviderUnavailable) {
    return MESSAGES.providers.toolUnavailableCreditsBack;
  }
  return undefined;
}
