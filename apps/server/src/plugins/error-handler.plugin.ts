import { isWebRoute, MESSAGES, type ErrorResponse, type V1Error } from '@orato/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isPublicApiRequest } from './api-key.plugin';
import { isClientRoute } from './static-web.plugin';

/** SQLSTATEs for text the database cannot hold: a NUL in text (22021) or in JSON (22P05). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/**
 * The one error handler: an AppError keeps its words and status, a schema failure becomes a 400
 * naming each bad field, and anything unexpected is logged in full but shown as a plain sentence.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { accountExists?: (userId: string) => Promise<boolean> } = {},
): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (await ownerWasDeleted(request, options.accountExists)) {
      // whatever broke (a row that cascaded away, a foreign key), the cause is the deletion
      request.log.info({ event: 'account.gone_mid_request', err: error }, 'account deleted');
      const body: ErrorResponse = { error: MESSAGES.auth.accountDeleted, code: 'GONE' };
      return reply.status(410).send(shapeFor(request, body));
    }
    const { status, body } = toErrorResponse(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.status(status).send(shapeFor(request, body));
  });
}

/**
 * True when the request was made by a signed-in user whose account has since been deleted: a
 * request in flight while its account goes (an image waiting on its job, an upload, a payment).
 */
async function ownerWasDeleted(
  request: FastifyRequest,
  accountExists: ((userId: string) => Promise<boolean>) | undefined,
): Promise<boolean> {
  if (!accountExists || !request.sessionUserLookup) {
    return false;
  }
  try {
    const user = await request.sessionUserLookup;
    return user !== undefined && !(await accountExists(user.id));
  } catch {
    // the database is down: the original error says more than this check could
    return false;
  }
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the URL): the same body
 * shape as every other error. Passed to Fastify's `frameworkErrors` option.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorResponse(error);
  reply.status(status).send(body);
}

/**
 * API calls to unknown routes get a JSON 404. With a web build, page requests get the app shell:
 * status 200 for the app's pages, 404 for anything else (the shell then shows the 404 page).
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  options: { webShell: string | undefined },
): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (options.webShell && isClientRoute(request.method, pathname)) {
      return reply
        .status(isWebRoute(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile(options.webShell);
    }
    const body = { error: MESSAGES.server.noRoute(request.method, pathname), code: 'NOT_FOUND' };
    return reply.status(404).send(shapeFor(request, body));
  });
}

/**
 * The public API nests its errors (`{ error: { code, message } }`), the usual shape of public
 * REST APIs; the web app's routes keep the spec's flat body.
 */
function shapeFor(request: FastifyRequest, body: ErrorResponse): ErrorResponse | V1Error {
  if (!isPublicApiRequest(request)) {
    return body;
  }
  return {
    error: {
      code: body.code,
      message: body.error,
      ...(body.details && { details: body.details }),
    },
  };
}

export function toErrorResponse(error: FastifyError): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        error: error.message,
        code: error.code,
        ...(error.details && { details: error.details }),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'is invalid',
    }));
    // shared schemas carry the spec's own sentences, so the first one is the message to show
    const message = details[0]?.message ?? 'Invalid request';
    return { status: 400, body: { error: message, code: 'BAD_REQUEST', details } };
  }
  if (isUnstorableText(error)) {
    // the schemas refuse NUL characters; this catches any text field they do not cover yet
    return { status: 400, body: { error: MESSAGES.server.unstorableText, code: 'BAD_REQUEST' } };
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return { status, body: { error: error.message, code: error.code ?? 'BAD_REQUEST' } };
  }
  return { status: 500, body: { error: MESSAGES.server.internal, code: 'INTERNAL' } };
}

/** The database refused text the client sent; the driver's error may be wrapped (drizzle). */
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) {
      return true;
    }
    current = cause;
  }
  return false;
}
