import { adminApiPath } from '@orato/shared';
import type { AdminApiPath } from '@orato/shared';

import { freshSessionGate, isVerifyRequired } from '@/features/admin/api/fresh-session';
import { API_BASE_URL, api } from '@/lib/api-client';
import type { ApiError, ResponseParser } from '@/lib/api-client';

/** A console path for the API client (which adds `/api` itself), its `:id` filled. */
export const staffPath = (path: AdminApiPath, id?: string): string =>
  adminApiPath(path, id).slice(API_BASE_URL.length);

/** Runs a staff request; one the server holds for the password runs again once it is typed. */
async function afterFreshSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isVerifyRequired(error)) {
      throw error;
    }
    await freshSessionGate.wait(error as ApiError);
    return call();
  }
}

/** The API client for the console's routes: the same calls, held for the password when needed. */
export const staffApi = {
  get: <T>(path: string, parser: ResponseParser<T>, signal?: AbortSignal) =>
    afterFreshSession(() => api.get(path, parser, signal ? { signal } : undefined)),
  post: <T>(path: string, body: unknown, parser: ResponseParser<T>) =>
    afterFreshSession(() => api.post(path, body, parser)),
  put: <T>(path: string, body: unknown, parser: ResponseParser<T>) =>
    afterFreshSession(() => api.put(path, body, parser)),
};
