import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { StaffSessionService, StaffUser } from './staff-session.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on the console routes a stale staff session may still call (who am I, verify). */
    staffFresh?: boolean;
  }
  interface FastifyRequest {
    staffUser: StaffUser | null;
  }
}

/**
 * Guards every route of the plugin it is registered in: anyone but staff with a browser session
 * gets the same 404 as an unknown route (the console is not advertised), before the body is read
 * or checked; a stale staff session gets 401 until the password is entered again.
 */
export function registerStaffGuard(
  app: FastifyInstance,
  staffSessions: StaffSessionService,
  cookie: { name: string },
): void {
  app.decorateRequest('staffUser', null);
  app.addHook('onRequest', async (request, reply) => {
    const staff = await resolveStaff(request, staffSessions, cookie);
    if (!staff) {
      return reply.callNotFound();
    }
    request.staffUser = staff;
    if (request.routeOptions.config?.staffFresh !== false) {
      await staffSessions.requireFresh(staff);
    }
  });
}

async function resolveStaff(
  request: FastifyRequest,
  staffSessions: StaffSessionService,
  cookie: { name: string },
): Promise<StaffUser | undefined> {
  // an API key never opens the console: only a signed-in browser session with a staff role (any
  // Authorization header at all is an attempt at a key, as the session resolver reads it)
  const token = request.cookies[cookie.name];
  if (request.headers.authorization !== undefined || !token) {
    return undefined;
  }
  const user = await request.sessionUser();
  return user && staffSessions.resolve(user, token);
}

/** The staff caller of a guarded route. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staffUser) {
    // the guard runs before every console route: reaching here means a route outside it
    throw new AppError('INTERNAL', 'staff guard missing');
  }
  return request.staffUser;
}
