import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../packages/media/src/audio/wav-file';

/**
 * A local server speaking OpenAI's HTTP API as its reference documents it, for contract tests and
 * browser journeys: `GET /v1/models`, `POST /v1/chat/completions` (with and without
 * `response_format: json_schema`), `POST /v1/audio/speech` (WAV), `POST /v1/images/generations`
 * (JSON) and `POST /v1/images/edits` (multipart, `image` or `image[]`), answering `b64_json` or a
 * `url`. Failures carry the error object `{ error: { message, type, param, code } }` with
 * OpenAI's statuses: 401 for a bad key, 404 for an unknown model, 400 for a bad parameter or a
 * moderation block, and whatever `failures` scripts (429, 5xx, resets).
 */

/** The sizes OpenAI's own image models take; a model not listed (a local server's) takes any. */
const IMAGE_SIZES: Record<string, readonly string[]> = {
  'dall-e-2': ['256x256', '512x512', '1024x1024'],
  'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'],
  'gpt-image-1': ['auto', '1024x1024', '1536x1024', '1024x1536'],
};

export interface FakeOpenAiOptions {
  /** When set, every request must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  models?: { chat?: string[]; image?: string[]; tts?: string[] };
  voices?: string[];
  /** The picture every image call answers. */
  png: Buffer;
}

export interface ScriptedOpenAiFailure {
  /** Matched against the request path, e.g. '/v1/chat/completions'. */
  path: string;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Drop the connection without an answer. */
  reset?: boolean;
}

export interface RecordedOpenAiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the multipart fields (files as `{ filename, type, size }`). */
  body: unknown;
}

type Send = (status: number, payload: unknown, headers?: Record<string, string>) => void;

const DEFAULT_MODELS = {
  chat: ['gpt-5-mini', 'llama3.2'],
  image: ['gpt-image-1', 'dall-e-2', 'stable-diffusion'],
  tts: ['gpt-4o-mini-tts', 'tts-1', 'kokoro'],
};
const DEFAULT_VOICES = ['alloy', 'nova', 'onyx', 'af_heart', 'am_adam'];
const SAMPLE_RATE = 24_000;

export const openAiError = (
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
) => ({ error: { message, type, param, code } });

export const rateLimited = openAiError(
  'Rate limit reached for requests. Please try again in 1s.',
  'requests',
  'rate_limit_exceeded',
);
export const quotaExhausted = openAiError(
  'You exceeded your current quota, please check your plan and billing details.',
  'insufficient_quota',
  'insufficient_quota',
);
export const serverError = openAiError(
  'The server had an error while processing your request. Sorry about that!',
  'server_error',
);

export async function startFakeOpenAi(options: FakeOpenAiOptions) {
  const models = { ...DEFAULT_MODELS, ...options.models };
  const state = {
    /** False: like several self-hosted servers, `response_format` is refused with a 400. */
    structuredOutput: true,
    /** 'script' | 'refusal' | 'length' | 'content_filter' | 'prose' */
    chatMode: 'script' as string,
    /** Where `url` answers point (the fake's own origin unless set). */
    imageUrlBase: undefined as string | undefined,
    /** Answer `url` even when no response_format was asked (as dall-e and LocalAI do). */
    imageUrlByDefault: false,
    /** Answer speech as MP3 bytes, as a server that ignores `response_format` does. */
    speechAsMp3: false,
    failures: [] as ScriptedOpenAiFailure[],
    requests: [] as RecordedOpenAiRequest[],
  };
  const files = new Map<string, Buffer>();
  let counter = 0;
  /** While set, image calls are accepted and then left unanswered: a model still at work. */
  let imageHold: Promise<void> | undefined;

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://openai.test');
    const send: Send = (status, payload, headers = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    const body = await readBody(request.headers, raw, url).catch(() => undefined);
    state.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      headers: request.headers,
      body: body?.record,
    });
    if (url.pathname.startsWith('/files/') && files.has(url.pathname)) {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(files.get(url.pathname));
    }
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(
        401,
        openAiError(
          request.headers.authorization
            ? 'Incorrect API key provided: sk-****. You can find your API key at https://platform.openai.com/account/api-keys.'
            : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
          'invalid_request_error',
          request.headers.authorization ? 'invalid_api_key' : null,
        ),
      );
    }
    const failure = state.failures.findIndex((entry) => url.pathname === entry.path);
    if (failure >= 0) {
      const [scripted] = state.failures.splice(failure, 1);
      if (scripted!.reset) {
        request.socket.destroy();
        return;
      }
      return send(scripted!.status, scripted!.body ?? serverError, scripted!.headers);
    }
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /v1/models') {
      const ids = [...models.chat, ...models.image, ...models.tts];
      return send(200, {
        object: 'list',
        data: ids.map((id) => ({
          id,
          object: 'model',
          created: 1_700_000_000,
          owned_by: 'orato-fake',
        })),
      });
    }
    if (!body) {
      return send(
        400,
        openAiError('We could not parse the body of your request.', 'invalid_request_error'),
      );
    }
    const fields = body.fields;
    if (route === 'POST /v1/chat/completions') {
      return chat(fields, send);
    }
    if (route === 'POST /v1/audio/speech') {
      return speech(fields, send, response);
    }
    if (route === 'POST /v1/images/generations' || route === 'POST /v1/images/edits') {
      return images(fields, body.files, url.pathname.endsWith('edits'), send);
    }
    return send(
      404,
      openAiError(`Invalid URL (${request.method} ${url.pathname})`, 'invalid_request_error'),
    );
  });

  function unknownModel(model: unknown, send: Send) {
    send(
      404,
      openAiError(
        `The model \`${String(model)}\` does not exist or you do not have access to it.`,
        'invalid_request_error',
        'model_not_found',
      ),
    );
  }

  function chat(fields: Record<string, unknown>, send: Send) {
    if (!models.chat.includes(fields.model as string)) {
      return unknownModel(fields.model, send);
    }
    const messages = fields.messages as { role: string; content: string }[] | undefined;
    if (!Array.isArray(messages) || messages.length === 0) {
      return send(
        400,
        openAiError(
          "Missing required parameter: 'messages'.",
          'invalid_request_error',
          'missing_required_parameter',
          'messages',
        ),
      );
    }
    const format = fields.response_format as
      { type?: string; json_schema?: { name?: string; schema?: unknown } } | undefined;
    if (format && !state.structuredOutput) {
      return send(
        400,
        openAiError(
          "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
          'invalid_request_error',
          null,
          'response_format',
        ),
      );
    }
    const idea = /Idea: (.*)/.exec(messages.at(-1)?.content ?? '')?.[1] ?? 'your idea';
    const script = `Here is something worth a minute: ${idea}. It is simple, it is useful, and it starts today. Try it and tell a friend.`;
    // a storyboard's scenes when the schema (or, without one, the instructions) asks for them
    const wantsScenes =
      format?.json_schema?.name === 'storyboard_scenes' ||
      (!format && messages.some((message) => message.content.includes('"scenes"')));
    const wantsTranslations =
      format?.json_schema?.name === 'translations' ||
      (!format && messages.some((message) => message.content.includes('"translations"')));
    const lastTurn = messages.at(-1)?.content ?? '';
    const answer = wantsTranslations
      ? JSON.stringify({
          translations: (JSON.parse(/^Lines: (.*)$/m.exec(lastTurn)?.[1] ?? '[]') as string[]).map(
            (line) => `(${/^To: (.*)$/m.exec(lastTurn)?.[1] ?? '?'}) ${line}`,
          ),
        })
      : wantsScenes
        ? JSON.stringify({
            scenes: [
              { line: `Here is ${idea}.`, prompt: `a wide shot of ${idea}` },
              { line: 'It is simple and useful.', prompt: 'a close-up of hands at work' },
              { line: 'Try it today.', prompt: 'a bright open doorway' },
            ],
          })
        : JSON.stringify({ script });
    const refused = state.chatMode === 'refusal' || /forbidden/i.test(idea);
    const content = refused
      ? null
      : format?.type === 'json_schema'
        ? answer
        : state.chatMode === 'prose' && !wantsScenes && !wantsTranslations
          ? script
          : `\`\`\`json\n${answer}\n\`\`\``;
    const finish =
      state.chatMode === 'length'
        ? 'length'
        : state.chatMode === 'content_filter'
          ? 'content_filter'
          : 'stop';
    send(200, {
      id: `chatcmpl-${++counter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: fields.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content,
            refusal: refused ? "I'm sorry, I can't help with that request." : null,
          },
          logprobs: null,
          finish_reason: finish,
        },
      ],
      usage: { prompt_tokens: 80, completion_tokens: 60, total_tokens: 140 },
    });
  }

  function speech(fields: Record<string, unknown>, send: Send, response: ServerResponse) {
    if (!models.tts.includes(fields.model as string)) {
      return unknownModel(fields.model, send);
    }
    const input = typeof fields.input === 'string' ? fields.input : '';
    if (!input.trim()) {
      return send(
        400,
        openAiError(
          "Missing required parameter: 'input'.",
          'invalid_request_error',
          'missing_required_parameter',
          'input',
        ),
      );
    }
    if (input.length > 4096) {
      return send(
        400,
        openAiError(
          'string too long. Expected a string with maximum length 4096.',
          'invalid_request_error',
          'string_above_max_length',
          'input',
        ),
      );
    }
    const voices = options.voices ?? DEFAULT_VOICES;
    if (!voices.includes(fields.voice as string)) {
      return send(
        400,
        openAiError(
          `Invalid value: '${String(fields.voice)}'. Supported values are: ${voices.map((voice) => `'${voice}'`).join(', ')}.`,
          'invalid_request_error',
          'invalid_value',
          'voice',
        ),
      );
    }
    if (state.speechAsMp3 || (fields.response_format ?? 'mp3') !== 'wav') {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      return response.end(Buffer.from([0xff, 0xfb, 0x90, 0x44, 0, 0, 0, 0]));
    }
    response.writeHead(200, { 'content-type': 'audio/wav' });
    response.end(spokenWav(input));
  }

  async function images(
    fields: Record<string, unknown>,
    uploads: { name: string; type: string; size: number }[],
    editing: boolean,
    send: Send,
  ) {
    if (!models.image.includes(fields.model as string)) {
      return unknownModel(fields.model, send);
    }
    const prompt = typeof fields.prompt === 'string' ? fields.prompt : '';
    if (!prompt) {
      return send(
        400,
        openAiError(
          "Missing required parameter: 'prompt'.",
          'invalid_request_error',
          'missing_required_parameter',
          'prompt',
        ),
      );
    }
    const gptImage = String(fields.model).startsWith('gpt-image');
    if (fields.response_format !== undefined && gptImage) {
      return send(
        400,
        openAiError(
          "Unknown parameter: 'response_format'.",
          'invalid_request_error',
          'unknown_parameter',
          'response_format',
        ),
      );
    }
    const sizes = IMAGE_SIZES[String(fields.model)];
    if (fields.size !== undefined && sizes && !sizes.includes(String(fields.size))) {
      return send(
        400,
        openAiError(
          `Invalid value: '${String(fields.size)}'. Supported values are: ${sizes.map((size) => `'${size}'`).join(', ')}.`,
          'invalid_request_error',
          'invalid_value',
          'size',
        ),
      );
    }
    if (editing) {
      const images = uploads.filter((file) => file.name === 'image' || file.name === 'image[]');
      if (images.length === 0) {
        return send(
          400,
          openAiError(
            "Missing required parameter: 'image'.",
            'invalid_request_error',
            'missing_required_parameter',
            'image',
          ),
        );
      }
      if (images.length > 1 && !gptImage) {
        return send(
          400,
          openAiError(
            'Only one image may be edited with this model.',
            'invalid_request_error',
            null,
            'image',
          ),
        );
      }
    }
    if (/forbidden/i.test(prompt)) {
      return send(
        400,
        openAiError(
          'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.',
          'image_generation_user_error',
          'moderation_blocked',
        ),
      );
    }
    await imageHold;
    const asUrl =
      fields.response_format === 'url' ||
      (fields.response_format === undefined && state.imageUrlByDefault && !gptImage);
    let entry: Record<string, string>;
    if (asUrl) {
      const file = `/files/img-${++counter}.png`;
      files.set(file, options.png);
      entry = { url: `${state.imageUrlBase ?? address()}${file}` };
    } else {
      entry = { b64_json: options.png.toString('base64') };
    }
    send(200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ ...entry, revised_prompt: prompt }],
    });
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: address(),
    state,
    /**
     * Image calls from now on wait, unanswered, until the returned function is called, as a busy
     * model keeps a request open: jobs that hold the server's render slots for as long as a test
     * needs, without spending CPU.
     */
    holdImages(): () => void {
      let release = () => undefined as void;
      imageHold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        imageHold = undefined;
        release();
      };
    },
    /** The calls made to one path, oldest first. */
    calls: (path: string) => state.requests.filter((entry) => entry.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

/** JSON or multipart, read the way the real API reads them. */
async function readBody(headers: IncomingHttpHeaders, raw: Buffer, url: URL) {
  const type = headers['content-type'] ?? '';
  if (raw.length === 0) {
    return { fields: {}, files: [], record: undefined };
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request(url, {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
    const fields: Record<string, unknown> = {};
    const files: { name: string; filename: string; type: string; size: number }[] = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        fields[name] = value;
      } else {
        files.push({ name, filename: value.name, type: value.type, size: value.size });
      }
    }
    return { fields, files, record: { ...fields, files } };
  }
  const fields = JSON.parse(raw.toString()) as Record<string, unknown>;
  return { fields, files: [], record: fields };
}

/**
 * A 24 kHz mono 16-bit WAV that sounds like speech to lip sync: a voiced burst per word, as long
 * as its letters, with short gaps between words and longer ones at punctuation. Its header
 * declares the unknown length a streamed answer has (0xFFFFFFFF), as OpenAI's does.
 */
export function spokenWav(text: string): Buffer {
  const parts: number[] = [];
  const silence = (seconds: number) => {
    for (let index = 0; index < Math.round(seconds * SAMPLE_RATE); index++) {
      parts.push(0);
    }
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const seconds = Math.max(0.12, word.replace(/[^\p{L}\p{N}]/gu, '').length * 0.065);
    const count = Math.round(seconds * SAMPLE_RATE);
    for (let index = 0; index < count; index++) {
      const envelope = Math.sin((Math.PI * index) / count);
      parts.push(Math.round(9000 * envelope * Math.sin((2 * Math.PI * 160 * index) / SAMPLE_RATE)));
    }
    silence(/[.!?,;:]$/.test(word) ? 0.28 : 0.06);
  }
  const wav = encodeWav({ samples: Int16Array.from(parts), sampleRate: SAMPLE_RATE });
  // as OpenAI streams it: the header is sent before the length is known
  wav.writeUInt32LE(0xffffffff, 4);
  wav.writeUInt32LE(0xffffffff, 40);
  return wav;
}
