import { API_MESSAGES, MESSAGES } from '@orato/shared';

/**
 * An error body in the web app's flat shape (`{ error, code }`): the public API nests its errors
 * (`{ error: { code, message } }`), and the suites compare both the same way.
 */
export function flatError(body: unknown): unknown {
  const nested = (body as { error?: unknown } | null)?.error;
  if (nested && typeof nested === 'object') {
    const { code, message, details } = nested as {
      code: string;
      message: string;
      details?: unknown;
    };
    return { error: message, code, ...(details !== undefined && { details }) };
  }
  return body;
}

/** What a route answers a caller who is not signed in: the public API tells how to send a key. */
export const signInRequiredFor = (url: string) =>
  url.startsWith('/api/v1/') ? API_MESSAGES.keyRequired : MESSAGES.auth.signInRequired;
