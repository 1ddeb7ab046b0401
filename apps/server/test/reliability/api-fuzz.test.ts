// T49: every route fed generated malformed requests answers 4xx with a clear message, never 5xx,
// never 2xx for a body its schema refuses, and a refused request changes no row and no file.
// FUZZ_RUNS (default 50) and FUZZ_SEED (default 4049) replay or widen a run.
import fc from 'fast-check';
import type { FastifyError, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hugeDimensionPng, solidJpeg, solidPng } from '../helpers/sample-images';
import { createTestApp, type RegisteredRoute } from '../helpers/test-container';
import { PRIMARY_TARGETS, type DatabaseTarget } from '../helpers/test-database';
import { createUser } from '../helpers/users';
import { toErrorResponse } from '../../src/plugins/error-handler.plugin';
import {
  mutatedBody,
  oddString,
  oddValue,
  parseLikeServer,
  rawBody,
  TAINTS,
} from './support/fuzz-bodies';
import {
  buildUpload,
  encodePathPart,
  expectedUploadOutcome,
  oddPathPart,
  oddQuery,
  uploadRequest,
  type UploadMedia,
} from './support/fuzz-requests';
import { flatError, signInRequiredFor } from './support/error-body';
import { ROUTE_PLANS, type RoutePlan } from './support/fuzz-routes';
import { MESSAGES } from '@orato/shared';
import {
  readState,
  TABLE_NAMES,
  withoutAttemptCounters,
  type StoreState,
} from './support/fuzz-state';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 4049);
const SITE = 'http://localhost:3000';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const WEBHOOK_SECRET = 'whsec_fuzz_secret';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Registered = readonly RegisteredRoute[];

const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

async function buildApp(target: DatabaseTarget, env: Record<string, string> = {}) {
  // the routes as the app registers them, caught by its onRoute hook
  const context = await createTestApp(target, env);
  return { context, routes: context.routes };
}

/** Rate limits count per client address; each request comes from its own so none is limited. */
let requestCounter = 0;
const nextAddress = () => {
  requestCounter += 1;
  return `10.${(requestCounter >> 16) & 255}.${(requestCounter >> 8) & 255}.${requestCounter & 255}`;
};

/** Fastify refuses these keys while parsing (prototype poisoning), whatever the schema says. */
function hasPoisonKeys(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  if (Object.hasOwn(value, '__proto__')) {
    return true;
  }
  const constructor = (value as Record<string, unknown>).constructor;
  if (
    Object.hasOwn(value, 'constructor') &&
    typeof constructor === 'object' &&
    constructor !== null &&
    Object.hasOwn(constructor, 'prototype')
  ) {
    return true;
  }
  return Object.values(value).some(hasPoisonKeys);
}

class FuzzTarget {
  /**
   * The state as last read, kept until the next request: the check after one request is the state
   * before the next, so a case reads it once, not twice (a fifth of the suite's CPU). A write that
   * lands after its request's check still shows, in the next request's check.
   */
  private known: StoreState | undefined;

  constructor(
    readonly context: TestApp,
    readonly routes: Registered,
    readonly user: { email: string },
    readonly cookie: string,
  ) {}

  bodySchema(key: string): z.ZodType | undefined {
    const route = this.routes.find((entry) => routeKey(entry.method, entry.url) === key);
    return route?.body as z.ZodType | undefined;
  }

  send(options: {
    method: string;
    url: string;
    signedIn: boolean;
    payload?: string | Buffer;
    contentType?: string | undefined;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: SITE, ...options.headers };
    if (options.signedIn) {
      headers.cookie = this.cookie;
    }
    if (options.contentType !== undefined) {
      headers['content-type'] = options.contentType;
    }
    this.known = undefined;
    return this.context.app.inject({
      method: options.method as InjectOptions['method'],
      url: options.url,
      headers,
      remoteAddress: nextAddress(),
      ...(options.payload !== undefined && { payload: options.payload }),
    });
  }

  async state(): Promise<StoreState> {
    this.known ??= await readState(this.context.container);
    return this.known;
  }

  /** A 4xx with a readable message, and the database and storage exactly as before. */
  async expectRefusedCleanly(
    response: LightMyRequestResponse,
    before: StoreState,
    options: {
      method: string;
      label: string;
      htmlErrors?: string | undefined;
      /** The body passed its schema, so the route itself refused it (and may count the attempt). */
      handled?: boolean;
    },
  ): Promise<void> {
    const { label } = options;
    expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, label).toBeLessThan(500);
    if (options.method !== 'HEAD') {
      if (options.htmlErrors) {
        expect(response.headers['content-type'], label).toMatch(/^text\/html/);
        expect(response.body, label).toContain(options.htmlErrors);
      } else {
        expect(response.headers['content-type'], label).toMatch(/^application\/json/);
        const body = flatError(response.json()) as { error?: unknown; code?: unknown };
        expect(typeof body.error, label).toBe('string');
        expect((body.error as string).trim(), label).not.toBe('');
        expect(body.error, label).not.toBe(INTERNAL_MESSAGE);
        expect(typeof body.code, label).toBe('string');
      }
    }
    const after = await this.state();
    if (options.handled) {
      expect(withoutAttemptCounters(after), `${label}: nothing written`).toEqual(
        withoutAttemptCounters(before),
      );
    } else {
      expect(after, `${label}: nothing written`).toEqual(before);
    }
  }
}

const describeLabel = (value: string, limit = 300) =>
  value.length > limit ? `${value.slice(0, limit)}… (${value.length} chars)` : value;

// the console's routes answer 404 to the fuzzer's (non-staff) user before reading anything
const staffRoutes = Object.entries(ROUTE_PLANS).filter(([, plan]) => plan.signIn === 'staff');
const accountPlans = Object.entries(ROUTE_PLANS).filter(([, plan]) => plan.signIn !== 'staff');
const jsonRoutes = accountPlans.filter(([, plan]) => plan.input.kind === 'json');
const bodyRoutes = accountPlans.filter(
  ([, plan]) => plan.input.kind === 'json' || plan.input.kind === 'ignored-body',
);
const queryRoutes = accountPlans.filter(([, plan]) => plan.input.kind === 'query');
const paramRoutes = accountPlans.filter(([, plan]) => plan.input.kind === 'param');

describe.each(PRIMARY_TARGETS)('API fuzzing on %s (T49)', (target) => {
  let local: FuzzTarget;
  let stripe: FuzzTarget;
  let media: UploadMedia;

  async function signedInTarget(built: Awaited<ReturnType<typeof buildApp>>, email: string) {
    const user = await createUser(built.context.container, email);
    const token = await built.context.container.services.sessions.start(user.id);
    return new FuzzTarget(built.context, built.routes, { email }, `orato_session=${token}`);
  }

  beforeAll(async () => {
    local = await signedInTarget(await buildApp(target), 'fuzz-person@example.com');
    stripe = await signedInTarget(
      await buildApp(target, {
        STRIPE_SECRET_KEY: 'sk_test_fuzz',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // nothing may leave the machine: a refused webhook never gets as far as calling Stripe
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      }),
      'fuzz-stripe@example.com',
    );
    media = {
      png: await solidPng({ r: 200, g: 40, b: 40 }),
      jpeg: await solidJpeg({ r: 40, g: 200, b: 40 }),
      bomb: await hugeDimensionPng(),
    };
  });
  afterAll(async () => {
    await local?.context.dispose();
    await stripe?.context.dispose();
  });

  const plan = (key: string) => ROUTE_PLANS[key]!;
  const runs = (numRuns = RUNS) => ({ numRuns, seed: SEED });

  it('has a fuzz plan for every route the app serves, and a route for every plan', () => {
    const served = new Set(
      [...local.routes, ...stripe.routes].map((route) => routeKey(route.method, route.url)),
    );
    expect([...served].sort()).toEqual(Object.keys(ROUTE_PLANS).sort());
    // the JSON plans are exactly the routes with a body schema
    const withSchema = [...served].filter((key) => local.bodySchema(key) ?? stripe.bodySchema(key));
    const staffJson = staffRoutes.filter(([, routePlan]) => routePlan.input.kind === 'json');
    expect(withSchema.sort()).toEqual([...jsonRoutes, ...staffJson].map(([key]) => key).sort());
    expect(TABLE_NAMES).toContain('credit_ledger');
  });

  it.each(staffRoutes)(
    '%s: any body or query, signed in without a role or signed out, gets the 404 of an unknown route and changes nothing',
    async (key, routePlan) => {
      const [method, pattern] = key.split(' ') as [string, string];
      const url =
        routePlan.input.kind === 'param'
          ? routePlan.input.url('00000000-0000-4000-8000-000000000000')
          : pattern.replace(':id', '00000000-0000-4000-8000-000000000000');
      const sample =
        routePlan.input.kind === 'json' ? routePlan.input.sample(local.user) : { any: 'thing' };
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constant(sample), fc.anything()),
          fc.boolean(),
          async (body, signedIn) => {
            const before = await local.state();
            const response = await local.send({
              method,
              url: method === 'GET' ? `${url}?q=x` : url,
              signedIn,
              payload: method === 'GET' ? undefined : JSON.stringify(body ?? null),
              contentType: method === 'GET' ? undefined : 'application/json',
            });
            const label = `${key} ${signedIn ? 'signed in' : 'signed out'}`;
            expect([label, response.statusCode, flatError(response.json())]).toEqual([
              label,
              404,
              { error: MESSAGES.server.noRoute(method, url), code: 'NOT_FOUND' },
            ]);
            expect(await local.state(), `${label}: nothing written`).toEqual(before);
          },
        ),
        runs(Math.ceil(RUNS / 4)),
      );
    },
  );

  it.each(jsonRoutes)(
    '%s: bodies its schema refuses get a clear 400 and change nothing',
    async (key, routePlan) => {
      const [method, url] = key.split(' ') as [string, string];
      const schema = local.bodySchema(key)!;
      const sample = (routePlan.input as Extract<RoutePlan['input'], { kind: 'json' }>).sample(
        local.user,
      );
      expect(schema.safeParse(sample).success, 'the plan sample is valid').toBe(true);
      await fc.assert(
        fc.asyncProperty(mutatedBody(schema, sample), fc.boolean(), async (body, signedIn) => {
          const wire = JSON.stringify(body);
          const seen: unknown = JSON.parse(wire);
          const accepted = schema.safeParse(seen).success && !hasPoisonKeys(seen);
          if (accepted && signedIn && routePlan.acceptedRequestActs) {
            return; // a valid delete-account really deletes the account
          }
          const label = `${key} ${signedIn ? 'signed in' : 'signed out'} ${describeLabel(wire)}`;
          const before = await local.state();
          const response = await local.send({
            method,
            url,
            signedIn,
            payload: wire,
            contentType: 'application/json',
          });
          expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
          if (!accepted) {
            expect(response.statusCode, label).toBe(400);
            await local.expectRefusedCleanly(response, before, { method, label });
            return;
          }
          if (!signedIn && routePlan.signIn === 'required') {
            expect(response.statusCode, label).toBe(401);
            expect((flatError(response.json()) as { error: string }).error, label).toBe(
              signInRequiredFor(url),
            );
          }
          if (response.statusCode >= 400) {
            await local.expectRefusedCleanly(response, before, { method, label, handled: true });
          }
        }),
        runs(),
      );
    },
  );

  it.each(jsonRoutes)(
    '%s: every odd character inside each text field is answered without a 5xx',
    async (key, routePlan) => {
      const [method, url] = key.split(' ') as [string, string];
      const schema = local.bodySchema(key)!;
      const sample = (routePlan.input as Extract<RoutePlan['input'], { kind: 'json' }>).sample(
        local.user,
      );
      // signed in reaches the deepest code; a route that would really act is tried signed out
      const signedIn = !routePlan.acceptedRequestActs;
      for (const field of Object.keys(sample).filter((name) => typeof sample[name] === 'string')) {
        for (const taint of TAINTS) {
          const body = { ...sample, [field]: `${taint}${sample[field] as string}` };
          const wire = JSON.stringify(body);
          const accepted = schema.safeParse(JSON.parse(wire)).success;
          const label = `${key} ${wire}`;
          const before = await local.state();
          const response = await local.send({
            method,
            url,
            signedIn,
            payload: wire,
            contentType: 'application/json',
          });
          expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
          if (!accepted || response.statusCode >= 400) {
            await local.expectRefusedCleanly(response, before, {
              method,
              label,
              handled: accepted,
            });
          }
        }
      }
    },
  );

  it.each(bodyRoutes)(
    '%s: raw bodies that are not JSON, or have the wrong type, are refused cleanly',
    async (key, routePlan) => {
      const [method, url] = key.split(' ') as [string, string];
      const schema = local.bodySchema(key);
      await fc.assert(
        fc.asyncProperty(rawBody, fc.boolean(), async (raw, signedIn) => {
          const parsed = parseLikeServer(raw);
          const acceptable =
            parsed.parsed &&
            !hasPoisonKeys(parsed.value) &&
            (!schema || schema.safeParse(parsed.value).success);
          if (acceptable && signedIn && routePlan.acceptedRequestActs) {
            return;
          }
          const label = `${key} ${signedIn ? 'signed in' : 'signed out'} ${raw.contentType} ${describeLabel(JSON.stringify(raw.payload.toString()))}`;
          const before = await local.state();
          const response = await local.send({
            method,
            url,
            signedIn,
            payload: raw.payload,
            contentType: raw.contentType,
          });
          expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
          if (!acceptable || response.statusCode >= 400) {
            await local.expectRefusedCleanly(response, before, {
              method,
              label,
              handled: acceptable,
            });
          }
        }),
        runs(Math.ceil(RUNS / 2)),
      );
    },
  );

  it.each(jsonRoutes.filter(([key]) => key.startsWith('POST')))(
    '%s: a body over the 1 MB limit gets 413 and changes nothing',
    async (key) => {
      const [method, url] = key.split(' ') as [string, string];
      const before = await local.state();
      const response = await local.send({
        method,
        url,
        signedIn: true,
        payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
        contentType: 'application/json',
      });
      expect(response.statusCode).toBe(413);
      await local.expectRefusedCleanly(response, before, { method, label: key });
    },
  );

  it.each(queryRoutes)('%s: odd query strings never cause a 5xx', async (key, routePlan) => {
    const url = key.split(' ')[1]!;
    await fc.assert(
      fc.asyncProperty(
        oddQuery,
        fc.constantFrom('GET', 'HEAD'),
        fc.boolean(),
        async (query, method, signedIn) => {
          const label = `${method} ${url}?${describeLabel(query)}`;
          const before = await local.state();
          const response = await local.send({ method, url: `${url}?${query}`, signedIn });
          expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            await local.expectRefusedCleanly(response, before, {
              method,
              label,
              htmlErrors: routePlan.htmlErrors,
            });
          }
        },
      ),
      runs(Math.ceil(RUNS / 4)),
    );
  });

  it.each(paramRoutes)('%s: odd path parameters are refused cleanly', async (key, routePlan) => {
    const method = key.split(' ')[0]!;
    const toUrl = (routePlan.input as Extract<RoutePlan['input'], { kind: 'param' }>).url;
    await fc.assert(
      fc.asyncProperty(oddPathPart, fc.boolean(), async (param, signedIn) => {
        const url = toUrl(param);
        const label = `${method} ${describeLabel(url)}`;
        const before = await local.state();
        const response = await local.send({ method, url, signedIn });
        // a part the router cannot match never reaches the route's own HTML error page
        const reachedPage = /^text\/html/.test(String(response.headers['content-type']));
        await local.expectRefusedCleanly(response, before, {
          method,
          label,
          htmlErrors: reachedPage ? routePlan.htmlErrors : undefined,
        });
      }),
      runs(Math.ceil(RUNS / 2)),
    );
  });

  it('GET /api/auth/google: without Google configured it says so, and writes nothing', async () => {
    expect(plan('GET /api/auth/google').input).toEqual({ kind: 'fixed', status: 503 });
    const response = await local.send({ method: 'GET', url: '/api/auth/google', signedIn: false });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Google sign-in is not configured on this server.',
      code: 'UNAVAILABLE',
    });
  });

  it('GET /api/media/*: forged, broken and expired links are refused cleanly', async () => {
    const link = fc.record({
      method: fc.constantFrom('GET', 'HEAD'),
      key: fc.array(oddPathPart, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/')),
      expires: fc.oneof(
        oddString.map(encodePathPart),
        fc.integer({ min: -1, max: 2 ** 40 }).map(String),
      ),
      signature: fc.oneof(
        oddString.map(encodePathPart),
        fc.constantFrom('a'.repeat(64), 'A'.repeat(64), '0'.repeat(63)),
      ),
      download: fc.option(oddPathPart, { nil: undefined }),
      range: fc.option(
        fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=9-1', 'bytes=x', 'chars=0-1'),
        {
          nil: undefined,
        },
      ),
    });
    await fc.assert(
      fc.asyncProperty(link, async ({ method, key, expires, signature, download, range }) => {
        const url = `/api/media/${key}?expires=${expires}&signature=${signature}${download === undefined ? '' : `&download=${download}`}`;
        const label = `${method} ${describeLabel(url)}`;
        const before = await local.state();
        const response = await local.send({
          method,
          url,
          signedIn: false,
          headers: range ? { range } : {},
        });
        await local.expectRefusedCleanly(response, before, { method, label });
      }),
      runs(RUNS * 2),
    );
  });

  it('POST /api/upload: malformed multipart, non-images and mixed batches store nothing', async () => {
    await fc.assert(
      fc.asyncProperty(uploadRequest(local.user.email), fc.boolean(), async (request, signedIn) => {
        const outcome = expectedUploadOutcome(request, signedIn, local.user.email);
        const { payload, contentType } = buildUpload(request, media);
        const label = `upload ${signedIn ? 'signed in' : 'signed out'} ${JSON.stringify(request)}`;
        const before = await local.state();
        const response = await local.send({
          method: 'POST',
          url: '/api/upload',
          signedIn,
          payload,
          contentType,
        });
        expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
        if (outcome === 'accept') {
          expect(response.statusCode, `${label} → ${response.body}`).toBe(200);
          return;
        }
        if (outcome === 'refuse' || response.statusCode >= 400) {
          await local.expectRefusedCleanly(response, before, { method: 'POST', label });
        }
      }),
      runs(RUNS * 2),
    );
  });

  it('POST /api/stripe/webhook: unsigned, badly signed and malformed events are refused cleanly', async () => {
    const signer = new Stripe('sk_test_fuzz');
    const signature = (payload: string) =>
      fc.oneof(
        fc.constant(undefined),
        oddString,
        fc.constant(`t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}`),
        fc.constant(
          signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
        ),
        // signed with the right secret, but for other bytes than those sent
        fc.constant(
          signer.webhooks.generateTestHeaderString({
            payload: `${payload} `,
            secret: WEBHOOK_SECRET,
          }),
        ),
      );
    const event = fc.oneof(
      oddValue.map((value) => ({
        contentType: 'application/json',
        payload: JSON.stringify(value),
      })),
      rawBody.map((raw) => ({ contentType: raw.contentType, payload: raw.payload.toString() })),
    );
    await fc.assert(
      fc.asyncProperty(
        event.chain((body) => fc.tuple(fc.constant(body), signature(body.payload))),
        async ([body, header]) => {
          const label = `webhook ${body.contentType} ${header} ${describeLabel(body.payload)}`;
          const before = await stripe.state();
          const response = await stripe.send({
            method: 'POST',
            url: '/api/stripe/webhook',
            signedIn: false,
            payload: body.payload,
            contentType: body.contentType,
            headers:
              header === undefined ? {} : { 'stripe-signature': header.replace(/[\r\n]/g, ' ') },
          });
          await stripe.expectRefusedCleanly(response, before, { method: 'POST', label });
        },
      ),
      runs(),
    );
  });

  it('leaves the fuzzing person signed in, with no credit held and no generation left', async () => {
    const response = await local.send({
      method: 'POST',
      url: '/api/get-user',
      signedIn: true,
      payload: '{}',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: local.user.email, credits: 0 });
    // the fuzzing person has no credits: every generation the fuzzer started was refused, and
    // neither a hold nor a generation row may have outlived its refusal
    for (const { context } of [local, stripe]) {
      const { rows } = (await context.container.database.db.execute(
        sql.raw(`select (select count(*)::int from credit_ledger) as ledger,
                        (select count(*)::int from credit_balances where held <> 0) as held,
                        (select count(*)::int from generations) as generations`),
      )) as unknown as { rows: { ledger: number; held: number; generations: number }[] };
      expect(rows[0]).toEqual({ ledger: 0, held: 0, generations: 0 });
    }
  });
});

describe('the error handler', () => {
  it('answers text the database refused (a NUL no schema caught) with a 400, not a 500', () => {
    const refused = Object.assign(new Error('unsupported Unicode escape sequence'), {
      code: '22P05',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into ...'), { cause: refused });
    expect(toErrorResponse(wrapped as unknown as FastifyError)).toEqual({
      status: 400,
      body: {
        error: 'The request contains a character that cannot be stored (NUL).',
        code: 'BAD_REQUEST',
      },
    });
    const other = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(toErrorResponse(other as unknown as FastifyError).status).toBe(500);
  });
});
