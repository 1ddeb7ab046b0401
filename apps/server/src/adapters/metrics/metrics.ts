/**
 * What the people on call are told, in our verbs. Services and adapters record through this
 * interface and never import prom-client: with metrics off (no METRICS_TOKEN, no METRICS_PORT)
 * the container hands them `noMetrics`, which does nothing and costs nothing.
 *
 * Every label value passed here must come from a short, fixed list (a tool, a provider's name,
 * a route pattern): a label taken from user input would make one time series per value.
 */

/** How a call to a provider ended, after its retries (DESIGN §7's classes). */
export type ProviderCallOutcome = 'ok' | 'transient' | 'operator' | 'refused';

/** A movement of credits on the ledger: set aside for a job, spent, or given back. */
export type CreditMovement = 'held' | 'captured' | 'returned';

/** How one webhook delivery attempt ended. */
export type WebhookDeliveryOutcome = 'delivered' | 'retrying' | 'failed';

export interface HttpRequestSample {
  method: string;
  /** The route's pattern (`/api/media/*`), never the URL as sent. */
  route: string;
  status: number;
  seconds: number;
}

/** One queue's backlog, as read from the queue's own tables at scrape time. */
export interface QueueBacklog {
  queue: string;
  /** Jobs due and waiting for a worker. */
  queued: number;
  /** Jobs a worker is running. */
  active: number;
  /** Seconds the longest-waiting due job has waited (0 when none waits). */
  oldestQueuedSeconds: number;
}

export interface Metrics {
  /** False for the no-op: callers may skip work that only feeds metrics. */
  readonly enabled: boolean;
  httpRequest(sample: HttpRequestSample): void;
  jobStarted(tool: string): void;
  jobCompleted(tool: string): void;
  jobFailed(tool: string): void;
  renderSeconds(tool: string, seconds: number): void;
  providerCall(provider: string, outcome: ProviderCallOutcome, seconds: number): void;
  creditsMoved(movement: CreditMovement, amount: number): void;
  webhookDelivery(outcome: WebhookDeliveryOutcome): void;
}

/** The text a scrape gets. */
export interface MetricsExposition {
  readonly contentType: string;
  render(): Promise<string>;
}

const nothing = () => {};

/** Metrics off: every call is a no-op. */
export const noMetrics: Metrics = {
  enabled: false,
  httpRequest: nothing,
  jobStarted: nothing,
  jobCompleted: nothing,
  jobFailed: nothing,
  renderSeconds: nothing,
  providerCall: nothing,
  creditsMoved: nothing,
  webhookDelivery: nothing,
};
