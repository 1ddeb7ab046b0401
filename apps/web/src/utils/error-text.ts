import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';

/** The server's own words for a failure, our own error's text, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    return apiErrorMessage(error, { fallback });
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A 402 from the server: the account has too few credits for this job. */
export const isNotEnoughCredits = (error: unknown) =>
  error instanceof ApiError && error.status === 402;
