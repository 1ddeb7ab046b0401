/**
 * What the generation pipeline announces, and what its neighbours announce back to it. A
 * subscriber is a follow-up: it runs after the fact is committed, and its failure is logged,
 * never the job's (each follow-up has a sweep that catches up).
 */
export interface PipelineEvents {
  /** A generation ended, made or failed; its state, library entry and credits are committed. */
  'generation.ended': { generationId: string; storyboardId: string | null };
  /** A storyboard's scene needs no render (reused, or retried with nothing to make): compose it. */
  'storyboard.scene-ready': { sceneId: string };
  /** A failed scene was left out of its storyboard: the others may assemble now. */
  'storyboard.scene-dropped': { storyboardId: string };
}

export type PipelineEvent = keyof PipelineEvents;

/** One follow-up: the event it waits for, what it does, and the log line when that fails. */
export interface Subscriber<E extends PipelineEvent = PipelineEvent> {
  event: E;
  failure: string;
  run(payload: PipelineEvents[E]): Promise<unknown>;
}

/** Builds a subscriber with its payload typed by its event. */
export function on<E extends PipelineEvent>(
  event: E,
  failure: string,
  run: (payload: PipelineEvents[E]) => Promise<unknown>,
): Subscriber {
  return { event, failure, run } as Subscriber;
}

/**
 * The pipeline's typed events. Subscribers run one after another in the order of their list, each
 * failure logged with the payload and the next one still run.
 */
export class PipelineEventBus {
  private subscribers: readonly Subscriber[] = [];

  constructor(private readonly logger: { error(object: object, message: string): void }) {}

  /** The one list of follow-ups, registered once by the composition root. */
  subscribe(subscribers: readonly Subscriber[]): void {
    this.subscribers = [...this.subscribers, ...subscribers];
  }

  async emit<E extends PipelineEvent>(event: E, payload: PipelineEvents[E]): Promise<void> {
    for (const subscriber of this.subscribers) {
      if (subscriber.event !== event) {
        continue;
      }
      try {
        await (subscriber as Subscriber<E>).run(payload);
      } catch (error) {
        this.logger.error({ err: error, ...payload }, subscriber.failure);
      }
    }
  }
}
