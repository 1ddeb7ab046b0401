import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type {
  CreditMovement,
  HttpRequestSample,
  Metrics,
  MetricsExposition,
  ProviderCallOutcome,
  QueueBacklog,
  WebhookDeliveryOutcome,
} from './metrics';

export interface PrometheusMetricsOptions {
  /** Each queue's backlog, read when Prometheus scrapes (never on a timer). */
  queueBacklog: () => Promise<QueueBacklog[]>;
  /** Told when the backlog cannot be read; the scrape still answers, without those series. */
  onCollectError?: (error: unknown) => void;
}

/** One scrape asks for both backlog gauges at once: they share one query. */
const BACKLOG_REUSE_MS = 1000;

/**
 * Metrics in Prometheus's text format, on a registry of their own (never prom-client's global
 * one, so two containers in one test process do not mix their counts).
 */
export class PrometheusMetrics implements Metrics, MetricsExposition {
  readonly enabled = true;
  private readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route'>;
  private readonly jobs: Record<'started' | 'completed' | 'failed', Counter<'tool'>>;
  private readonly renderTime: Histogram<'tool'>;
  private readonly providerCalls: Counter<'provider' | 'outcome'>;
  private readonly providerSeconds: Histogram<'provider' | 'outcome'>;
  private readonly credits: Counter<'movement'>;
  private readonly webhooks: Counter<'outcome'>;
  private backlog?: { at: number; rows: Promise<QueueBacklog[]> };

  constructor(private readonly options: PrometheusMetricsOptions) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'orato_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'orato_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route'],
      // an image generation answers when its image is made: up to two minutes
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
      registers,
    });
    const jobCounter = (state: string, help: string) =>
      new Counter({ name: `orato_jobs_${state}_total`, help, labelNames: ['tool'], registers });
    this.jobs = {
      started: jobCounter('started', 'Generations accepted (credits held, queued), by tool'),
      completed: jobCounter('completed', 'Generations delivered, by tool'),
      failed: jobCounter('failed', 'Generations that failed (credits returned), by tool'),
    };
    this.renderTime = new Histogram({
      name: 'orato_render_seconds',
      help: 'Time an engine or provider took to make a result, by tool',
      labelNames: ['tool'],
      buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200],
      registers,
    });
    this.providerCalls = new Counter({
      name: 'orato_provider_calls_total',
      help: 'Calls to outside providers, by provider and outcome after retries',
      labelNames: ['provider', 'outcome'],
      registers,
    });
    this.providerSeconds = new Histogram({
      name: 'orato_provider_call_duration_seconds',
      help: 'Time a provider call took, retries and their waits included',
      labelNames: ['provider', 'outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers,
    });
    this.credits = new Counter({
      name: 'orato_credits_total',
      help: 'Credits moved on the ledger: held for jobs, captured (spent), returned',
      labelNames: ['movement'],
      registers,
    });
    this.webhooks = new Counter({
      name: 'orato_webhook_deliveries_total',
      help: 'Webhook delivery attempts, by outcome',
      labelNames: ['outcome'],
      registers,
    });
    const readBacklog = () => this.readBacklog();
    new Gauge({
      name: 'orato_queue_jobs',
      help: 'Jobs in each queue: queued (due, waiting for a worker) and active',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const row of await readBacklog()) {
          this.set({ queue: row.queue, state: 'queued' }, row.queued);
          this.set({ queue: row.queue, state: 'active' }, row.active);
        }
      },
    });
    new Gauge({
      name: 'orato_queue_oldest_job_age_seconds',
      help: 'Seconds the longest-waiting due job of each queue has waited',
      labelNames: ['queue'],
      registers,
      async collect() {
        this.reset();
        for (const row of await readBacklog()) {
          this.set({ queue: row.queue }, row.oldestQueuedSeconds);
        }
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  httpRequest({ method, route, status, seconds }: HttpRequestSample): void {
    this.requests.inc({ method, route, status: String(status) });
    this.requestSeconds.observe({ method, route }, seconds);
  }

  jobStarted(tool: string): void {
    this.jobs.started.inc({ tool });
  }

  jobCompleted(tool: string): void {
    this.jobs.completed.inc({ tool });
  }

  jobFailed(tool: string): void {
    this.jobs.failed.inc({ tool });
  }

  renderSeconds(tool: string, seconds: number): void {
    this.renderTime.observe({ tool }, seconds);
  }

  providerCall(provider: string, outcome: ProviderCallOutcome, seconds: number): void {
    this.providerCalls.inc({ provider, outcome });
    this.providerSeconds.observe({ provider, outcome }, seconds);
  }

  creditsMoved(movement: CreditMovement, amount: number): void {
    if (amount > 0) {
      this.credits.inc({ movement }, amount);
    }
  }

  webhookDelivery(outcome: WebhookDeliveryOutcome): void {
    this.webhooks.inc({ outcome });
  }

  private readBacklog(): Promise<QueueBacklog[]> {
    const now = Date.now();
    if (!this.backlog || now - this.backlog.at > BACKLOG_REUSE_MS) {
      const rows = this.options.queueBacklog().catch((error: unknown) => {
        this.options.onCollectError?.(error);
        return [];
      });
      this.backlog = { at: now, rows };
    }
    return this.backlog.rows;
  }
}
