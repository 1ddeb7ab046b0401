import type { FeatureKey } from '@orato/shared';
import { GenerationStatusService } from './generation-status.service';
import type { GenerationRow, NewGeneration } from './generation.repository';
import type { PipelineDependencies, SettlementScope } from './pipeline/pipeline.types';
import { RunStep } from './pipeline/run.step';
import { SettleStep } from './pipeline/settle.step';
import { StartStep, type StartGeneration } from './pipeline/start.step';

export {
  RUN_GENERATION_JOB,
  RUN_RETRY_LIMIT,
  SWEEP_GENERATIONS_JOB,
  type SettlementScope,
} from './pipeline/pipeline.types';
export type { StartGeneration } from './pipeline/start.step';

/**
 * The generation pipeline, the same for every tool, in the order a job lives it:
 *
 * 1. queued  (`pipeline/start.step.ts`): the row and its credit hold commit together; the run is queued.
 * 2. running (`pipeline/run.step.ts`): the tool's engine renders inline, or a provider is submitted
 *    once and polled by re-queueing the job.
 * 3. settled (`pipeline/settle.step.ts`): delivered (stored, COMPLETE, library entry, capture) or
 *    failed (FAILED, hold released), in one transaction; then `generation.ended` is announced.
 * 4. follow-ups (`pipeline/follow-ups.ts`): the storyboard's part, the e-mail notice, the webhook.
 *
 * What each tool holds, charges and refuses is its feature file's (`features/<tool>.feature.ts`);
 * what a job looks like from outside is `GenerationStatusService`'s. The row is the checkpoint,
 * so any step can run again safely.
 */
export class GenerationService extends GenerationStatusService {
  private readonly starts: StartStep;
  private readonly runs: RunStep;
  private readonly settles: SettleStep;

  constructor(deps: PipelineDependencies) {
    super(deps);
    this.starts = new StartStep(deps);
    this.settles = new SettleStep(deps);
    this.runs = new RunStep(deps, this.settles);
  }

  // 1. queued

  start(request: StartGeneration): Promise<GenerationRow> {
    return this.starts.start(request);
  }

  insertHeld(scope: SettlementScope, request: StartGeneration): Promise<GenerationRow> {
    return this.starts.insertHeld(scope, request);
  }

  newPart(request: StartGeneration & { storyboardId: string }): NewGeneration {
    return this.starts.newPart(request);
  }

  enqueue(generationId: string): Promise<void> {
    return this.starts.enqueue(generationId);
  }

  turnOff(feature: FeatureKey, message: string): void {
    this.starts.turnOff(feature, message);
  }

  unavailable(): Partial<Record<FeatureKey, string>> {
    return this.starts.unavailable();
  }

  // 2. running

  run(generationId: string): Promise<void> {
    return this.runs.run(generationId);
  }

  runQueued(generationId: string, attempt: number): Promise<void> {
    return this.runs.runQueued(generationId, attempt);
  }

  sweep(): Promise<number> {
    return this.runs.sweep();
  }

  // 3. settled (a staff cancel and a dropped storyboard scene end jobs here too)

  endFailed(
    scope: SettlementScope,
    row: GenerationRow,
    reason: string,
    detail?: string,
  ): Promise<boolean> {
    return this.settles.endFailed(scope, row, reason, detail);
  }

  afterFailed(row: GenerationRow): Promise<void> {
    return this.settles.afterFailed(row);
  }

  abandon(generationId: string, reason: string): Promise<void> {
    return this.settles.abandon(generationId, reason);
  }
}
