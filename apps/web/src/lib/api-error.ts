import { ApiError } from '@/lib/api-client';

interface ErrorTexts {
  /** Shown when the server could not be reached at all; else the client's own network text. */
  network?: string;
  /** Shown when the server answered without a readable error of its own. */
  fallback: string;
}

/** The text to show for a failed call: the server's own words when it sent some. */
export function apiErrorMessage(error: unknown, texts: ErrorTexts): string {
  if (error instanceof ApiError) {
    if (error.status === 0) {
      return texts.network ?? error.message;
    }
    // the client only keeps `code` when the body was the server's `{ error, code }`
    if (error.code !== undefined && error.message) {
      return error.message;
    }
  }
  return texts.fallback;
}
