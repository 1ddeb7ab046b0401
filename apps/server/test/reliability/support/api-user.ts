import type { App } from '../../../src/app';
import type { Container } from '../../../src/container';
import { createUser } from '../../helpers/users';

let addressCounter = 0;

/**
 * A signed-in user straight from the database, with `credits` granted, calling the API the way
 * the web app does. Each user gets its own client address, so per-address rate limits of one
 * test never spill into another.
 */
export async function apiUser(app: App, container: Container, credits = 0) {
  const user = await createUser(container);
  const token = await container.services.sessions.start(user.id);
  if (credits > 0) {
    await container.services.credits.grant(user.id, credits, `seed-${user.id}`, 'test credits');
  }
  const remoteAddress = `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
  const headers = { origin: 'http://localhost:3000', cookie: `orato_session=${token}` };
  return {
    id: user.id,
    email: user.email,
    headers,
    post(url: string, payload: object = {}, extraHeaders: Record<string, string> = {}) {
      return app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress,
        headers: { ...headers, ...extraHeaders },
      });
    },
    /** A raw body (multipart): the caller gives its content type. */
    postRaw(url: string, payload: Buffer, extraHeaders: Record<string, string>) {
      return app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress,
        headers: { ...headers, ...extraHeaders },
      });
    },
    get(url: string) {
      return app.inject({ method: 'GET', url, remoteAddress, headers });
    },
  };
}

export type ApiUser = Awaited<ReturnType<typeof apiUser>>;
