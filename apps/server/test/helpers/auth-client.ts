import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { Container } from '../../src/container';

export const PASSWORD = 'correct horse battery';

/** Calls the API the way the web app does: JSON, same-origin, with the cookie it was given. */
export class AuthClient {
  cookie: string | undefined;

  constructor(private readonly app: App) {}

  post(url: string, payload?: object, headers: Record<string, string> = {}) {
    return this.send('POST', url, payload, headers);
  }

  /** A state-changing request of any method (POST, PUT, DELETE), as the web app sends it. */
  async send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    const response = await this.app.inject({
      method,
      url,
      payload: payload ?? {},
      headers: {
        origin: 'http://localhost:3000',
        ...(this.cookie && { cookie: this.cookie }),
        ...headers,
      },
    });
    this.keepCookie(response);
    return response;
  }

  async get(url: string) {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: this.cookie ? { cookie: this.cookie } : {},
    });
    this.keepCookie(response);
    return response;
  }

  private keepCookie(response: LightMyRequestResponse) {
    const session = response.cookies.find((cookie) => cookie.name === 'orato_session');
    if (session) {
      this.cookie = session.value ? `orato_session=${session.value}` : undefined;
    }
  }
}

/** The newest mail's 6-digit code for an address, read from the dev outbox. */
export async function latestCode(container: Container, email: string): Promise<string> {
  const mail = (await container.services.mail.listOutbox()).find((entry) => entry.to === email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, `a code mailed to ${email}`).toBeDefined();
  return code!;
}

/** Signs up, verifies and signs in; returns a client holding the session. */
export async function signedInClient(
  app: App,
  container: Container,
  email: string,
  password = PASSWORD,
) {
  const client = new AuthClient(app);
  expect((await client.post('/api/signup', { email, password })).statusCode).toBe(201);
  const code = await latestCode(container, email.toLowerCase());
  expect((await client.post('/api/verify-code', { email, code })).statusCode).toBe(200);
  expect((await client.post('/api/login', { email, password })).statusCode).toBe(200);
  return client;
}

/** A signed-in client whose account already holds `credits` (granted as a test payment would). */
export async function signedInWithCredits(
  app: App,
  container: Container,
  email: string,
  credits: number,
) {
  const person = await signedInClient(app, container, email);
  const user = await container.services.sessions.resolve(person.cookie!.split('=')[1]!);
  if (credits > 0) {
    await container.services.credits.grant(
      user!.id,
      credits,
      `test-grant-${user!.id}`,
      'test credits',
    );
  }
  return { person, userId: user!.id };
}
