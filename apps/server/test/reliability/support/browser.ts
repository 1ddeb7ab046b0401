import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/app';

export interface BrowserOptions {
  /** The site the pages come from (what the browser sends as Origin). */
  origin?: string;
  /** The session cookie's name: `__Host-orato_session` in production. */
  cookieName?: string;
  /** The client's address, so per-IP limits see different people. */
  remoteAddress?: string;
}

/**
 * One browser talking to the app: keeps the session cookie it is given, sends its Origin on
 * state-changing calls, and can be told to send anything else a test needs.
 */
export class Browser {
  session: string | undefined;
  readonly origin: string;
  readonly cookieName: string;
  private readonly remoteAddress: string;

  constructor(
    private readonly app: App,
    options: BrowserOptions = {},
  ) {
    this.origin = options.origin ?? 'http://localhost:3000';
    this.cookieName = options.cookieName ?? 'orato_session';
    this.remoteAddress = options.remoteAddress ?? '127.0.0.1';
  }

  get cookie(): string | undefined {
    return this.session ? `${this.cookieName}=${this.session}` : undefined;
  }

  post(url: string, payload: object = {}, headers: Record<string, string> = {}) {
    return this.send({
      method: 'POST',
      url,
      payload,
      headers: { origin: this.origin, ...headers },
    });
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.send({ method: 'GET', url, headers });
  }

  async send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookie && !headers.cookie) {
      headers.cookie = this.cookie;
    }
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers,
    });
    const session = response.cookies.find((cookie) => cookie.name === this.cookieName);
    if (session) {
      this.session = session.value || undefined;
    }
    return response;
  }
}
