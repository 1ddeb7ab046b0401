import type { Clock } from '../../lib/clock';
import type { LoginAttemptRepository } from '../auth/login-attempt.repository';
import type { RateLimitRepository } from './rate-limit.repository';

/** Keeps the request counters and the sign-in throttle's records from growing without end. */
export class RateLimitService {
  constructor(
    private readonly rateLimits: RateLimitRepository,
    private readonly loginAttempts: LoginAttemptRepository,
    private readonly clock: Clock,
  ) {}

  /** Forgets counters whose window has ended and addresses quiet long enough; returns how many. */
  async prune(): Promise<number> {
    const counters = await this.rateLimits.deleteEnded();
    return counters + (await this.loginAttempts.deleteQuiet(this.clock()));
  }
}
