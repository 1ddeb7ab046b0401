import fc from 'fast-check';
import { z } from 'zod';

/** Strings a careless server chokes on: number-like words, control and NUL characters, lone
 * surrogates, markup, path tricks, and lengths far past any limit. */
const ODD_WORDS = [
  '',
  ' ',
  '\t\n',
  'NaN',
  '-1',
  '-0',
  '1e308',
  '-1e308',
  'Infinity',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  'fuzz\u0000@example.com',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  '\u0007\u001b[31m',
  '🙂'.repeat(300),
  'Ω≈ç√∫˜µ≤≥÷',
  'user@example.com\r\nbcc: someone@example.com',
  '00000000-0000-0000-0000-000000000000',
  'cs_local_' + '0'.repeat(24),
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_WORDS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 8,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 5 }).map((power) => 'x'.repeat(10 ** power + 1)),
  },
);

/** Arrays inside arrays `depth` times: a parser or validator that recurses may run out of stack. */
const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) {
    value = level % 2 ? [value] : { a: value };
  }
  return value;
};

/** Any JSON value of the wrong kind or an odd one of the right kind. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}),
  fc.double(),
  fc.integer(),
  oddString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 1, max: 3000 }).map(nested),
);

/** Characters that keep most text valid for its schema but trouble what stores or prints it. */
export const TAINTS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udc00',
  '\u202e',
  '\ufeff',
  '\u2028',
  '\\',
  "'",
  '"',
  '%',
  '🙂',
];

type Mutation =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'taint'; key: string; taint: string; at: number }
  | { kind: 'drop'; key: string }
  | { kind: 'extra'; key: string; value: unknown };

/** Keys a client might add to take what is not theirs. */
const SNEAKY_KEYS = ['__proto__', 'constructor', 'credits', 'plan', 'user_id', 'is_admin', 'id'];

function applyMutations(sample: Record<string, unknown>, mutations: Mutation[]) {
  const body: Record<string, unknown> = { ...sample };
  for (const mutation of mutations) {
    if (mutation.kind === 'drop') {
      delete body[mutation.key];
    } else if (mutation.kind === 'taint') {
      const text = body[mutation.key];
      if (typeof text === 'string') {
        const at = Math.floor(mutation.at * (text.length + 1));
        body[mutation.key] = text.slice(0, at) + mutation.taint + text.slice(at);
      }
    } else {
      // defineProperty: a plain assignment to `__proto__` would swap the prototype, not add a key
      Object.defineProperty(body, mutation.key, {
        value: mutation.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
  }
  return body;
}

/**
 * Bodies derived from a route's schema and a valid sample of it: fields set to values of the
 * wrong kind or odd values of the right kind, odd characters slipped into valid text, required
 * fields dropped, extra fields added, or the whole body replaced by something that is not an object.
 */
export function mutatedBody(schema: z.ZodType, sample: Record<string, unknown>) {
  const keys = [...new Set([...objectKeys(schema), ...Object.keys(sample)])];
  const extra = fc.record({
    kind: fc.constant('extra' as const),
    key: fc.oneof(fc.constantFrom(...SNEAKY_KEYS), fc.string({ maxLength: 12 })),
    value: oddValue,
  });
  const textKeys = Object.keys(sample).filter((key) => typeof sample[key] === 'string');
  const choices: fc.WeightedArbitrary<Mutation>[] = [{ weight: 1, arbitrary: extra }];
  if (keys.length) {
    const key = fc.constantFrom(...keys);
    choices.push(
      {
        weight: 4,
        arbitrary: fc.record({ kind: fc.constant('set' as const), key, value: oddValue }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), key }) },
    );
  }
  if (textKeys.length) {
    choices.push({
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('taint' as const),
        key: fc.constantFrom(...textKeys),
        taint: fc.constantFrom(...TAINTS),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    });
  }
  const mutation = fc.oneof(...choices);
  return fc.oneof(
    { weight: 1, arbitrary: oddValue.filter((value) => !isPlainObject(value)) },
    {
      weight: 6,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 3 })
        .map((mutations) => applyMutations(sample, mutations)),
    },
  );
}

/** The field names of an object schema (through `.optional()`), or none. */
export function objectKeys(schema: z.ZodType): string[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A request body sent as raw bytes with a content type of our choosing (or none). */
export interface RawBody {
  contentType: string | undefined;
  payload: string | Buffer;
}

const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"__proto__":{"credits":1}}',
  '{"constructor":{"prototype":{"credits":1}}}',
  '"\\ud800"',
  '{"email":"\\u0000"}',
  '['.repeat(5000),
];

export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
    ),
    payload: fc.oneof(
      fc.constantFrom(...BROKEN_JSON),
      fc.string({ maxLength: 40 }),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)),
    ),
  }),
  fc.record({ contentType: fc.constant('text/plain'), payload: fc.string({ maxLength: 40 }) }),
  fc.record({
    contentType: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/octet-stream',
      'application/vnd.api+json',
      'multipart/form-data',
      'multipart/form-data; boundary=zz',
      'text/html',
      'image/png',
      ';;;',
      'application/json-patch+json',
    ),
    payload: fc.oneof(
      fc.constantFrom('email=a%40b.co&password=x', '<a/>', '--zz\r\n\r\n', '{}'),
      fc.string({ maxLength: 40 }),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)),
    ),
  }),
  fc.record({
    contentType: fc.constant(undefined),
    payload: fc.constantFrom('', 'x', '{}'),
  }),
);

export type ParsedBody = { parsed: true; value: unknown } | { parsed: false };

/**
 * What the server's body parsers make of a raw body: JSON and plain text are read, an empty body
 * without a type is no body, anything else is refused before a route sees it. Used only to decide
 * whether a 2xx was possible; a refusal is always allowed.
 */
export function parseLikeServer(body: RawBody): ParsedBody {
  const text = Buffer.isBuffer(body.payload) ? body.payload.toString('utf8') : body.payload;
  const type = body.contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === undefined) {
    return text === '' ? { parsed: true, value: undefined } : { parsed: false };
  }
  if (type === 'text/plain') {
    return { parsed: true, value: text };
  }
  if (type !== 'application/json' || text.trim() === '') {
    return { parsed: false };
  }
  try {
    return { parsed: true, value: JSON.parse(text) };
  } catch {
    return { parsed: false };
  }
}
