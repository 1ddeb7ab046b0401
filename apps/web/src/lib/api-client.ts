import type { ErrorResponse } from '@orato/shared';

import { clearStoredUser } from '@/lib/local-user';

export const API_BASE_URL = '/api';

/** A failed `/api` call: the HTTP status and the server's readable `error` text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Anything with a zod-like `parse`; keeps the client free of a direct zod import. */
export interface ResponseParser<T> {
  parse: (data: unknown) => T;
}

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request finish after the page is gone (a last save as the tab closes). */
  keepalive?: boolean;
}

// Checked by hand rather than with the shared zod schema, so pages that call the API
// without validating responses do not pull zod into their bundle.
function isErrorResponse(data: unknown): data is Pick<ErrorResponse, 'error' | 'code'> {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { error?: unknown }).error === 'string' &&
    typeof (data as { code?: unknown }).code === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request(method: string, path: string, options: RequestOptions = {}) {
  const isFormData = options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !isFormData) {
    headers['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      headers,
      credentials: 'include',
      signal: options.signal ?? null,
      keepalive: options.keepalive ?? false,
      body:
        options.body === undefined
          ? null
          : isFormData
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, 'Network error: the server could not be reached.', 'NETWORK_ERROR');
  }

  const data = await readBody(response);
  if (response.status === 401) {
    // the server says there is no session: the local sign-in flags are stale
    clearStoredUser();
  }
  if (!response.ok) {
    if (isErrorResponse(data)) {
      throw new ApiError(response.status, data.error, data.code);
    }
    throw new ApiError(response.status, `Request failed with status ${response.status}`);
  }
  return data;
}

function withParser<T>(data: unknown, parser?: ResponseParser<T>): T {
  return parser ? parser.parse(data) : (data as T);
}

export const api = {
  async get<T = unknown>(path: string, parser?: ResponseParser<T>, options?: RequestOptions) {
    return withParser(await request('GET', path, options), parser);
  },
  async post<T = unknown>(
    path: string,
    body?: unknown,
    parser?: ResponseParser<T>,
    options?: RequestOptions,
  ) {
    return withParser(await request('POST', path, { ...options, body }), parser);
  },
  async put<T = unknown>(
    path: string,
    body?: unknown,
    parser?: ResponseParser<T>,
    options?: RequestOptions,
  ) {
    return withParser(await request('PUT', path, { ...options, body }), parser);
  },
  async delete<T = unknown>(path: string, parser?: ResponseParser<T>, options?: RequestOptions) {
    return withParser(await request('DELETE', path, options), parser);
  },
};
