import type { ProviderCheck } from '@orato/shared';

/** One provider's cheapest read-only call. It never spends money. */
export interface ProviderProbe {
  provider: string;
  /** Throws, or answers what it found; a `fix` means something is wrong. */
  run(): Promise<{ detail: string; fix?: string }>;
}

/** A provider that is not configured: the offline engine (or nothing) is used instead. */
export interface SkippedProvider {
  provider: string;
  detail: string;
}

/**
 * The outside systems the probes ask, built by the composition root from the configuration (one
 * per configured provider; absent when it is not configured). The probes build nothing.
 */
export interface ProbeTargets {
  heygen?: { listCreators(): Promise<unknown[]> };
  did?: { checkKey(): Promise<unknown> };
  /** Captions' two APIs, both asked with its one key: AI Creator's and the Mirage Video API. */
  captions?: {
    creator: { listCreators(): Promise<unknown[]> };
    mirage: { checkKey(): Promise<unknown> };
  };
  stripe?: {
    describePrices(
      lookupKeys: string[],
    ): Promise<
      Map<
        string,
        { id: string; amountCents: number | null; currency: string; interval: string | null }
      >
    >;
    describePortal(priceIds: string[]): Promise<{ configured: boolean; missing: string[] }>;
  };
  /** A fresh SMTP connection per probe, closed after it. */
  smtp?: () => { verify(): Promise<unknown>; close(): void };
  google?: { checkDiscovery(): Promise<string> };
  /** Apertium's installed modes, or undefined when the binary is not found. */
  apertiumModes(binary: string): string[] | undefined;
}

const PROBE_TIMEOUT_MS = 20_000;

/**
 * Asks every configured provider whether it would work today, and says what to fix when not.
 * Probes run side by side, each bounded in time, so one provider that hangs delays nothing else.
 */
export class ProviderDoctor {
  constructor(
    private readonly probes: ProviderProbe[],
    private readonly skipped: SkippedProvider[] = [],
  ) {}

  async examine(): Promise<ProviderCheck[]> {
    const checks = await Promise.all(this.probes.map((probe) => runProbe(probe)));
    return [
      ...checks,
      ...this.skipped.map((entry) => ({
        provider: entry.provider,
        status: 'off' as const,
        detail: entry.detail,
        fix: '',
      })),
    ];
  }
}

async function runProbe(probe: ProviderProbe): Promise<ProviderCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 20 s')), PROBE_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([probe.run(), timeout]);
    return {
      provider: probe.provider,
      status: result.fix ? 'fail' : 'ok',
      detail: result.detail,
      fix: result.fix ?? '',
    };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    return {
      provider: probe.provider,
      status: 'fail',
      detail: describeError(error),
      fix:
        status === 401 || status === 403
          ? 'the provider refused the key: set a valid API key for it'
          : 'check the credentials and that the service is reachable from this host',
    };
  } finally {
    clearTimeout(timer);
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) {
    return String(error);
  }
  const body = (error as { body?: unknown }).body;
  const status = (error as { status?: unknown }).status;
  const answer = typeof body === 'string' ? `: ${body.replace(/\s+/g, ' ').slice(0, 160)}` : '';
  return `${error.message}${typeof status === 'number' && !error.message.includes(String(status)) ? ` (${status})` : ''}${answer}`;
}

/** The checks as a plain-text table: provider, status, what was found, what to fix. */
export function formatDoctorTable(checks: ProviderCheck[]): string {
  const header = ['provider', 'status', 'found', 'what to fix'];
  const rows = checks.map((check) => [
    check.provider,
    check.status.toUpperCase(),
    check.detail,
    check.fix || '—',
  ]);
  const widths = header.map((title, column) =>
    Math.min(
      column === 3 ? 110 : 72,
      Math.max(title.length, ...rows.map((row) => row[column]!.length)),
    ),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.slice(0, widths[column]).padEnd(widths[column]!))
      .join(' | ')
      .trimEnd();
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}
