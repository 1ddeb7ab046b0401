import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking D-ID's Talks API as its reference documents it, for contract tests:
 * `POST /talks` (a `source_url` and a text script in a provider voice, or an audio script: a
 * recording by `audio_url`) answering 201
 * `{ id, object: 'talk', created_at, status: 'created' }`; `GET /talks/{id}` moving through
 * `created` → `started` → `done` with a `result_url`, or ending `error`/`rejected` with
 * `{ kind, description }`; `GET /credits`. Every call needs `Authorization: Basic <key>` (the key
 * as the studio shows it). Errors are `{ kind, description }` with D-ID's statuses: 401 for a bad
 * key, 400 `ValidationError` for a body it does not take (unknown fields and voices included),
 * 404 for an unknown talk, and whatever `failures` scripts (429, 5xx, resets).
 */

export interface FakeDidOptions {
  apiKey: string;
  /** Voice ids the provider knows, per provider type. */
  voices?: Readonly<Record<string, readonly string[]>>;
  /** The bytes a finished talk's `result_url` serves. */
  video: Buffer;
}

export interface ScriptedDidFailure {
  method: 'GET' | 'POST';
  /** Matched against the request path's start, e.g. '/talks'. */
  path: string;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  reset?: boolean;
}

export interface RecordedDidRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** How the next created talk ends. */
export type DidOutcome =
  | { status: 'done' }
  | { status: 'error' | 'rejected'; error: { kind: string; description: string } };

const DEFAULT_VOICES = {
  microsoft: ['en-US-JennyNeural', 'en-US-GuyNeural', 'de-DE-KatjaNeural', 'fr-FR-DeniseNeural'],
  amazon: ['Joanna', 'Matthew'],
  elevenlabs: ['21m00Tcm4TlvDq8ikWAM'],
};
const TALK_FIELDS = new Set([
  'source_url',
  'driver_url',
  'script',
  'config',
  'user_data',
  'name',
  'webhook',
  'result_url',
  'face',
  'persist',
]);
const SCRIPT_FIELDS = new Set([
  'type',
  'input',
  'provider',
  'ssml',
  'subtitles',
  'audio_url',
  'reduce_noise',
]);
const CONFIG_FIELDS = new Set([
  'result_format',
  'fluent',
  'pad_audio',
  'stitch',
  'align_driver',
  'auto_match',
  'sharpen',
  'logo',
  'normalization_factor',
  'motion_factor',
  'driver_expressions',
]);

export const didError = (kind: string, description: string) => ({ kind, description });

export async function startFakeDid(options: FakeDidOptions) {
  const voices = options.voices ?? DEFAULT_VOICES;
  const state = {
    failures: [] as ScriptedDidFailure[],
    requests: [] as RecordedDidRequest[],
    /** How talks created from now on end; `done` unless set. */
    outcome: { status: 'done' } as DidOutcome,
    talks: new Map<string, { polls: number; outcome: DidOutcome; createdAt: string }>(),
  };
  let baseUrl = '';
  let nextId = 1;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      state.requests.push({ method, path, headers: request.headers, body });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      if (path.startsWith('/results/')) {
        sendVideo(response, options.video);
        return;
      }
      const failureIndex = state.failures.findIndex(
        (failure) => failure.method === method && path.startsWith(failure.path),
      );
      if (failureIndex >= 0) {
        const [failure] = state.failures.splice(failureIndex, 1);
        if (failure!.reset) {
          request.socket.destroy();
          return;
        }
        send(failure!.status, failure!.body ?? {}, failure!.headers);
        return;
      }
      if (request.headers.authorization !== `Basic ${options.apiKey}`) {
        send(401, didError('AuthorizationError', 'Unauthorized'));
        return;
      }
      if (method === 'POST' && path === '/talks') {
        const problem = validateTalk(body, voices);
        if (problem) {
          send(400, {
            kind: 'ValidationError',
            description: 'validation failed',
            details: problem,
          });
          return;
        }
        const id = `tlk_fake${nextId++}`;
        const createdAt = new Date().toISOString();
        state.talks.set(id, { polls: 0, outcome: state.outcome, createdAt });
        send(201, {
          id,
          object: 'talk',
          created_at: createdAt,
          created_by: 'fake',
          status: 'created',
        });
        return;
      }
      const talkMatch = /^\/talks\/([^/]+)$/.exec(path);
      if (method === 'GET' && talkMatch) {
        const talk = state.talks.get(decodeURIComponent(talkMatch[1]!));
        if (!talk) {
          send(404, didError('NotFoundError', 'talk not found'));
          return;
        }
        talk.polls += 1;
        send(200, talkView(talkMatch[1]!, talk, baseUrl));
        return;
      }
      if (method === 'GET' && path === '/credits') {
        send(200, { credits: [], remaining: 20, total: 20 });
        return;
      }
      send(404, didError('NotFoundError', `no route ${method} ${path}`));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeDid = Awaited<ReturnType<typeof startFakeDid>>;

/** The talk as `GET /talks/{id}` shows it: created, then started, then its outcome. */
function talkView(
  id: string,
  talk: { polls: number; outcome: DidOutcome; createdAt: string },
  baseUrl: string,
) {
  const common = { id, object: 'talk', created_at: talk.createdAt, created_by: 'fake' };
  if (talk.polls === 1) {
    return { ...common, status: 'created' };
  }
  if (talk.polls === 2) {
    return { ...common, status: 'started', started_at: talk.createdAt };
  }
  if (talk.outcome.status === 'done') {
    return {
      ...common,
      status: 'done',
      duration: 3.2,
      result_url: `${baseUrl}/results/${id}.mp4`,
    };
  }
  return { ...common, status: talk.outcome.status, error: talk.outcome.error };
}

/** What the real API's validation refuses, as `details` by field. */
function validateTalk(
  body: unknown,
  voices: Readonly<Record<string, readonly string[]>>,
): Record<string, { message: string }> | undefined {
  const problem = (field: string, message: string) => ({ [field]: { message } });
  if (typeof body !== 'object' || body === null) {
    return problem('body', 'body must be a JSON object');
  }
  const talk = body as Record<string, unknown>;
  const unknown = Object.keys(talk).find((key) => !TALK_FIELDS.has(key));
  if (unknown) {
    return problem(
      `body.${unknown}`,
      `'${unknown}' is an excess property and therefore is not allowed`,
    );
  }
  if (typeof talk.source_url !== 'string' || !/^(https?|s3):\/\//.test(talk.source_url)) {
    return problem('body.source_url', "'source_url' is required");
  }
  const script = talk.script as Record<string, unknown> | undefined;
  if (typeof script !== 'object' || script === null) {
    return problem('body.script', "'script' is required");
  }
  const extra = Object.keys(script).find((key) => !SCRIPT_FIELDS.has(key));
  if (extra) {
    return problem(
      `body.script.${extra}`,
      `'${extra}' is an excess property and therefore is not allowed`,
    );
  }
  if (script.type === 'audio') {
    // an audio script is the recording by link and nothing a text script takes
    if (typeof script.audio_url !== 'string' || !/^(https?|s3):\/\//.test(script.audio_url)) {
      return problem('body.script.audio_url', "'audio_url' is required for an audio script");
    }
    const textOnly = ['input', 'provider', 'ssml'].find((key) => key in script);
    return textOnly
      ? problem(`body.script.${textOnly}`, `'${textOnly}' is not allowed for an audio script`)
      : undefined;
  }
  if (script.type !== 'text' || typeof script.input !== 'string' || !script.input.trim()) {
    return problem('body.script.input', "'input' is required for a text script");
  }
  const provider = script.provider as { type?: unknown; voice_id?: unknown } | undefined;
  if (provider !== undefined) {
    const known = typeof provider.type === 'string' ? voices[provider.type] : undefined;
    if (!known) {
      return problem('body.script.provider.type', 'unknown provider type');
    }
    if (typeof provider.voice_id !== 'string' || !known.includes(provider.voice_id)) {
      return problem('body.script.provider.voice_id', 'unknown voice_id');
    }
  }
  const config = talk.config as Record<string, unknown> | undefined;
  const extraConfig = config && Object.keys(config).find((key) => !CONFIG_FIELDS.has(key));
  if (extraConfig) {
    return problem(`body.config.${extraConfig}`, 'excess property');
  }
  return undefined;
}

function sendVideo(response: ServerResponse, video: Buffer): void {
  response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(video.length) });
  response.end(video);
}
