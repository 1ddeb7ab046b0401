/**
 * How a provider call fails, in our words: the vocabulary every provider adapter throws and the
 * services catch. Services import this file, never the HTTP plumbing behind it.
 */

/** A verdict an adapter may give on a failed answer instead of the default one. */
export type ProviderVerdict =
  { fault: 'operator' } | { fault: 'transient' } | { fault: 'refused'; reason: string };

/** The operator's fault (bad key, unknown model, billing off, a request we built wrong): no retry helps. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: string,
    message: string,
    /** The provider's full answer, for the log (never shown to the user). */
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

/** A passing failure (rate limit, overload, timeout, reset) that outlived its retries. */
export class ProviderBusy extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
    readonly body?: string,
    /** What the provider asked us to wait, when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderBusy';
  }
}

/** The provider refused the user's content; `reason` is in plain words for the user. */
export class ProviderRefused extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(`${provider} refused: ${reason}`);
    this.name = 'ProviderRefused';
  }
}
