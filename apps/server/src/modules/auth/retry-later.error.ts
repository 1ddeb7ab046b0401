import { MESSAGES } from '@orato/shared';
import { AppError } from '../../lib/app-error';

/** A 429 that knows when the caller may come back; the auth routes send it as Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.auth.tooManyRequests,
  ) {
    super('RATE_LIMITED', message);
  }
}
