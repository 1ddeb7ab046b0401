import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The Gemini API model codes the fake serves, as `GET /v1beta/models` lists them. */
export const FAKE_GEMINI_MODELS = {
  text: ['gemini-3.8-flash', 'gemini-3.5-flash'],
  // Flash Lite Image makes 1K only (ai.google.dev/gemini-api/docs/models/gemini-3.1-flash-lite-image)
  image: ['gemini-3.1-flash-image', 'gemini-3-pro-image', 'gemini-3.1-flash-lite-image'],
  // Omni is the default; the Veo ids stand for an operator's Veo model on the legacy path
  // no Veo id: the docs name none the Gemini API serves since the previews were shut down; a suite
  // that tests the Veo path adds one (`veoModels`) for a key that is served one
  video: ['gemini-omni-1.2-flash', 'gemini-omni-1.1-flash'],
};

/**
 * Ids the Gemini API shut down (ai.google.dev/gemini-api/docs/deprecations): every call naming one
 * answers 404 NOT_FOUND, as the API does, even in a suite that lists it by mistake.
 */
export const RETIRED_GEMINI_MODELS = new Set([
  // 2026-10-22
  'veo-3.1-generate-preview',
  'veo-3.1-fast-generate-preview',
  'veo-3.1-lite-generate-preview',
  // 2026-09-30
  'gemini-omni-flash-preview',
  // 2026-10-02
  'gemini-2.5-flash-image',
  // 2026-06-25
  'gemini-3.1-flash-image-preview',
  'gemini-3-pro-image-preview',
]);

/**
 * How the fake ends an Omni interaction: a download link, a Files API resource (`file`: the bare
 * `files/<id>` name; `file-url`: its URL), inline data, a text-only decline, or failed.
 */
export type OmniMode = 'uri' | 'file' | 'file-url' | 'inline' | 'declined' | 'failed';

/** One scripted failure: the next matching request gets this answer instead of the normal one. */
export interface ScriptedFailure {
  /** Matched against the request path, e.g. ':generateContent' or ':predictLongRunning'. */
  path: string;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Drop the connection without an answer (a reset). */
  reset?: boolean;
}

// Gemini 3 thinks this much before answering, at each level (tokens, roughly as the docs describe)
const THINKING_TOKENS: Record<string, number> = { minimal: 0, low: 300, medium: 1500, high: 4000 };
const SCRIPT_TOKENS = 250;

const googleError = (code: number, status: string, message: string, details?: unknown[]) => ({
  error: { code, message, status, ...(details && { details }) },
});

/**
 * The Gemini API on loopback, speaking its wire format and its failures: unknown model codes are
 * 404 NOT_FOUND, thinking tokens count against `maxOutputTokens` (so a tight limit ends in
 * MAX_TOKENS), the modes below give blocked prompts, safety stops, interim thought images,
 * filtered Veo operations and inline `encodedVideo`, and `failures` scripts 429/503/resets.
 */
export async function startFakeGemini(options: {
  apiKey: string;
  videoPath: string;
  png: Buffer;
  /** Veo ids this key is served (none unless a suite tests the Veo path). */
  veoModels?: string[];
}) {
  const video = await readFile(options.videoPath);
  const state = {
    /** 'image' | 'text-only' | 'thought-first' | 'blocked:<REASON>' | 'finish:<REASON>' */
    imageMode: 'image' as string,
    /** 'script' | 'blocked:<REASON>' | 'finish:<REASON>' */
    textMode: 'script' as string,
    /** 'ok' | 'error' | 'filtered' | 'encoded' */
    videoMode: 'ok' as 'ok' | 'error' | 'filtered' | 'encoded',
    omniMode: 'uri' as OmniMode,
    pollsBeforeDone: 1,
    /** `files.get` answers PROCESSING this many times before a generated file is ACTIVE. */
    filePollsBeforeActive: 2,
    failures: [] as ScriptedFailure[],
    models: [
      ...FAKE_GEMINI_MODELS.text,
      ...FAKE_GEMINI_MODELS.image,
      ...FAKE_GEMINI_MODELS.video,
      ...(options.veoModels ?? []),
    ],
    requests: [] as { method: string; path: string; body: unknown }[],
  };
  const operations = new Map<string, number>();
  const interactions = new Map<string, { polls: number; model: string }>();
  /** Generated files of the Files API, by id: how often `files.get` has been asked. */
  const files = new Map<string, number>();
  let counter = 0;
  const serves = (id: string) => state.models.includes(id) && !RETIRED_GEMINI_MODELS.has(id);
  const port = () => (server.address() as AddressInfo).port;

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const url = new URL(request.url ?? '/', 'http://gemini.test');
    const body = chunks.length
      ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>)
      : undefined;
    state.requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (request.headers['x-goog-api-key'] !== options.apiKey) {
      return send(
        400,
        googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
        ]),
      );
    }
    const failure = state.failures.findIndex((entry) => url.pathname.includes(entry.path));
    if (failure >= 0) {
      const [scripted] = state.failures.splice(failure, 1);
      if (scripted!.reset) {
        request.socket.destroy();
        return;
      }
      return send(scripted!.status, scripted!.body ?? {}, scripted!.headers);
    }
    const file = /^\/v1beta\/files\/([a-z0-9-]+)(:download)?$/.exec(url.pathname);
    if (file && files.has(file[1]!)) {
      const active = files.get(file[1]!)! >= state.filePollsBeforeActive;
      if (!file[2]) {
        files.set(file[1]!, files.get(file[1]!)! + 1);
        return send(200, describeFile(file[1]!, active, `http://127.0.0.1:${port()}`));
      }
      if (!active) {
        return send(
          400,
          googleError(
            400,
            'FAILED_PRECONDITION',
            `File files/${file[1]} is not in an ACTIVE state.`,
          ),
        );
      }
    }
    if (url.pathname.endsWith(':download')) {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      return response.end(video);
    }
    if (request.method === 'GET' && url.pathname === '/v1beta/models') {
      return send(200, { models: state.models.filter(serves).map(describeModel) });
    }
    if (url.pathname === '/v1beta/interactions' && request.method === 'POST') {
      return createInteraction(body, send);
    }
    const interaction = /^\/v1beta\/interactions\/([^/]+)$/.exec(url.pathname);
    if (interaction && request.method === 'GET') {
      return answerInteraction(decodeURIComponent(interaction[1]!), send);
    }
    const model = /^\/v1beta\/models\/([^/:]+)(?::(\w+))?$/.exec(url.pathname);
    if (model) {
      const [, id, method] = model;
      // an Interactions API model is not served by the model methods (a copied text call is 404)
      if (!serves(id!) || (method && id!.startsWith('gemini-omni'))) {
        return send(
          404,
          googleError(
            404,
            'NOT_FOUND',
            `models/${id} is not found for API version v1beta, or is not supported for ${method ?? 'get'}. Call ListModels to see the list of available models and their supported methods.`,
          ),
        );
      }
      if (!method) {
        return send(200, describeModel(id!));
      }
      if (method === 'predictLongRunning' && id!.startsWith('veo')) {
        const problem = veoImageProblem(body) ?? veoFormatProblem(id!, body);
        if (problem) {
          return send(400, googleError(400, 'INVALID_ARGUMENT', problem));
        }
        const name = `models/${id}/operations/op${++counter}`;
        operations.set(name, 0);
        return send(200, { name });
      }
      if (method === 'generateContent' && id!.includes('image')) {
        const problem = imageSizeProblem(id!, body) ?? imageAspectProblem(body);
        if (problem) {
          return send(400, googleError(400, 'INVALID_ARGUMENT', problem));
        }
        return send(200, imageReply(state.imageMode, options.png));
      }
      if (method === 'generateContent' && !id!.startsWith('veo')) {
        const thinking = readThinking(body);
        if ('error' in thinking) {
          return send(400, googleError(400, 'INVALID_ARGUMENT', thinking.error));
        }
        return send(
          200,
          textReply(state.textMode, thinking.tokens, maxOutputTokens(body), answerFor(body)),
        );
      }
      return send(
        400,
        googleError(400, 'INVALID_ARGUMENT', `${method} is not supported by models/${id}.`),
      );
    }
    const operation = url.pathname.replace('/v1beta/', '');
    if (operations.has(operation)) {
      return answerOperation(operation, send);
    }
    return send(404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
  });

  /** `POST /v1beta/interactions`: refuses unknown models, non-video models and bad video formats. */
  function createInteraction(
    body: Record<string, unknown> | undefined,
    send: (status: number, payload: unknown) => void,
  ) {
    const id = String(body?.model ?? '').replace(/^models\//, '');
    if (!serves(id)) {
      return send(
        404,
        googleError(404, 'NOT_FOUND', `models/${id} is not found for API version v1beta.`),
      );
    }
    const problem = interactionProblem(id, body!);
    if (problem) {
      return send(400, googleError(400, 'INVALID_ARGUMENT', problem));
    }
    const name = `v1_omni${++counter}`;
    interactions.set(name, { polls: 0, model: id });
    const now = new Date().toISOString();
    return send(200, { id: name, model: id, status: 'in_progress', created: now, updated: now });
  }

  function answerInteraction(id: string, send: (status: number, payload: unknown) => void) {
    const entry = interactions.get(id);
    if (!entry) {
      return send(404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
    }
    entry.polls++;
    const base = { id, model: entry.model, created: new Date().toISOString() };
    if (entry.polls <= state.pollsBeforeDone) {
      return send(200, { ...base, status: entry.polls === 1 ? 'queued' : 'in_progress' });
    }
    if (state.omniMode === 'failed') {
      return send(200, {
        ...base,
        status: 'failed',
        errors: [
          {
            code: 'content_blocked',
            message: 'The prompt was blocked because it may depict a real public figure.',
          },
        ],
      });
    }
    const port = (server.address() as AddressInfo).port;
    const content = omniContent(id, port);
    return send(200, {
      ...base,
      status: 'completed',
      steps: [{ type: 'model_output', content }],
      usage: { total_output_tokens: 46_336 },
    });
  }

  function omniContent(id: string, port: number) {
    if (state.omniMode === 'declined') {
      return [
        { type: 'text', text: 'I can’t make a video of that, as it shows graphic violence.' },
      ];
    }
    if (state.omniMode === 'inline') {
      return [{ type: 'video', mime_type: 'video/mp4', data: video.toString('base64') }];
    }
    const fileId = `omni${id.replace(/\D/g, '')}`;
    if (state.omniMode === 'file' || state.omniMode === 'file-url') {
      files.set(fileId, files.get(fileId) ?? 0);
      const name = `files/${fileId}`;
      const uri = state.omniMode === 'file' ? name : `http://127.0.0.1:${port}/v1beta/${name}`;
      return [{ type: 'video', mime_type: 'video/mp4', uri }];
    }
    return [
      {
        type: 'video',
        mime_type: 'video/mp4',
        uri: `http://127.0.0.1:${port}/v1beta/files/${fileId}:download?alt=media`,
      },
    ];
  }

  function answerOperation(operation: string, send: (status: number, payload: unknown) => void) {
    const polls = operations.get(operation)!;
    operations.set(operation, polls + 1);
    if (polls < state.pollsBeforeDone) {
      return send(200, { name: operation, done: false });
    }
    if (state.videoMode === 'error') {
      return send(200, {
        name: operation,
        done: true,
        error: {
          code: 3,
          message: 'The prompt could not be rendered.',
          status: 'INVALID_ARGUMENT',
        },
      });
    }
    if (state.videoMode === 'filtered') {
      return send(200, {
        name: operation,
        done: true,
        response: {
          '@type':
            'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
          generateVideoResponse: {
            raiMediaFilteredCount: 1,
            raiMediaFilteredReasons: [
              "We encountered an issue with the audio for your prompt. You weren't charged for this request.",
            ],
          },
        },
      });
    }
    const port = (server.address() as AddressInfo).port;
    const sample =
      state.videoMode === 'encoded'
        ? { video: { encodedVideo: video.toString('base64'), encoding: 'video/mp4' } }
        : {
            video: {
              uri: `http://127.0.0.1:${port}/v1beta/files/abc${counter}:download?alt=media`,
            },
          };
    return send(200, {
      name: operation,
      done: true,
      response: {
        '@type':
          'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
        generateVideoResponse: { generatedSamples: [sample] },
      },
    });
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    /** Answers the next `count` requests whose path contains `path` with `failure`. */
    failNext(count: number, failure: ScriptedFailure) {
      for (let index = 0; index < count; index++) {
        state.failures.push(failure);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Gemini's 429, with the RetryInfo detail and a Retry-After header. */
export function rateLimited(path: string, retryAfterSeconds = 1): ScriptedFailure {
  return {
    path,
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: googleError(
      429,
      'RESOURCE_EXHAUSTED',
      'Resource has been exhausted (e.g. check quota).',
      [
        {
          '@type': 'type.googleapis.com/google.rpc.RetryInfo',
          retryDelay: `${retryAfterSeconds}s`,
        },
      ],
    ),
  };
}

export function overloaded(path: string): ScriptedFailure {
  return {
    path,
    status: 503,
    body: googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
  };
}

const OMNI_ASPECT_RATIOS = new Set(['16:9', '9:16']);
const OMNI_RESOLUTIONS = new Set(['360p', '720p', '1080p', '4k']);
const OMNI_DELIVERIES = new Set(['inline', 'uri']);

/** What the Interactions API refuses in a video request, as its 400 message; undefined when fine. */
function interactionProblem(model: string, body: Record<string, unknown>): string | undefined {
  if (!model.startsWith('gemini-omni')) {
    return `Video output is not supported by models/${model}.`;
  }
  const inputProblem = Array.isArray(body.input)
    ? contentListProblem(body.input as unknown[])
    : typeof body.input !== 'string' || !body.input.trim()
      ? "Invalid value at 'input': an interaction needs input."
      : undefined;
  if (inputProblem) {
    return inputProblem;
  }
  const format = body.response_format as Record<string, unknown> | undefined;
  if (!format) {
    return undefined;
  }
  if (format.type !== 'video') {
    return `Invalid value at 'response_format.type' (${String(format.type)}).`;
  }
  // Omni 1.1 makes 3 to 10 s, Omni 1.2 3 to 15 s
  const longest = model.startsWith('gemini-omni-1.1') ? 10 : 15;
  const seconds = /^(\d+)s$/.exec(String(format.duration ?? '8s'));
  if (!seconds || Number(seconds[1]) < 3 || Number(seconds[1]) > longest) {
    return `Invalid value at 'response_format.duration' (${String(format.duration)}): 3s to ${longest}s.`;
  }
  if (format.aspect_ratio !== undefined && !OMNI_ASPECT_RATIOS.has(String(format.aspect_ratio))) {
    return `Invalid value at 'response_format.aspect_ratio' (${String(format.aspect_ratio)}).`;
  }
  if (format.resolution !== undefined && !OMNI_RESOLUTIONS.has(String(format.resolution))) {
    return `Invalid value at 'response_format.resolution' (${String(format.resolution)}).`;
  }
  if (format.delivery !== undefined && !OMNI_DELIVERIES.has(String(format.delivery))) {
    return `Invalid value at 'response_format.delivery' (${String(format.delivery)}).`;
  }
  return undefined;
}

// `imageSize` is uppercase K; Flash Lite Image has no 2K or 4K
const IMAGE_SIZES: Record<string, readonly string[]> = {
  'gemini-3.1-flash-lite-image': ['1K'],
};
const DEFAULT_IMAGE_SIZES = ['1K', '2K', '4K'];

function imageSizeProblem(model: string, body: Record<string, unknown> | undefined) {
  const config = body?.generationConfig as { imageConfig?: { imageSize?: unknown } } | undefined;
  const size = config?.imageConfig?.imageSize;
  if (size === undefined || (IMAGE_SIZES[model] ?? DEFAULT_IMAGE_SIZES).includes(String(size))) {
    return undefined;
  }
  return `Invalid value at 'generation_config.image_config.image_size' (${String(size)}) for models/${model}.`;
}

// Veo makes landscape and portrait only, 720p or 1080p (Veo 2 has no `resolution`), 1080p at 8 s
const VEO_ASPECT_RATIOS = new Set(['16:9', '9:16']);
const VEO_RESOLUTIONS = new Set(['720p', '1080p']);

function veoFormatProblem(model: string, body: Record<string, unknown> | undefined) {
  const parameters = (body?.parameters ?? {}) as Record<string, unknown>;
  const { aspectRatio, resolution, durationSeconds } = parameters;
  if (aspectRatio !== undefined && !VEO_ASPECT_RATIOS.has(String(aspectRatio))) {
    return `aspectRatio ${String(aspectRatio)} is not supported; use 16:9 or 9:16.`;
  }
  if (resolution === undefined) {
    return undefined;
  }
  if (model.startsWith('veo-2')) {
    return `resolution is not supported by models/${model}.`;
  }
  if (!VEO_RESOLUTIONS.has(String(resolution))) {
    return `resolution ${String(resolution)} is not supported.`;
  }
  if (resolution === '1080p' && durationSeconds !== undefined && durationSeconds !== 8) {
    return '1080p videos must be 8 seconds long.';
  }
  return undefined;
}

// `imageConfig.aspectRatio`, as the image models document it
const IMAGE_ASPECT_RATIOS = new Set([
  '1:1',
  '2:3',
  '3:2',
  '3:4',
  '4:3',
  '4:5',
  '5:4',
  '9:16',
  '16:9',
  '21:9',
]);

function imageAspectProblem(body: Record<string, unknown> | undefined) {
  const config = body?.generationConfig as { imageConfig?: { aspectRatio?: unknown } } | undefined;
  const aspect = config?.imageConfig?.aspectRatio;
  return aspect === undefined || IMAGE_ASPECT_RATIOS.has(String(aspect))
    ? undefined
    : `Invalid value at 'generation_config.image_config.aspect_ratio' (${String(aspect)}).`;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Veo's image-to-video: `instances[0].image` holds `bytesBase64Encoded` and `mimeType`, or nothing. */
function veoImageProblem(body: Record<string, unknown> | undefined): string | undefined {
  const instance = (body?.instances as Record<string, unknown>[] | undefined)?.[0];
  const image = instance?.image as Record<string, unknown> | undefined;
  if (image === undefined) {
    return undefined;
  }
  const unknown = Object.keys(image).find(
    (key) => key !== 'bytesBase64Encoded' && key !== 'mimeType',
  );
  if (unknown) {
    return `Invalid JSON payload received. Unknown name "${unknown}" at 'instances[0].image': Cannot find field.`;
  }
  if (typeof image.bytesBase64Encoded !== 'string' || !BASE64.test(image.bytesBase64Encoded)) {
    return "Invalid value at 'instances[0].image.bytes_base64_encoded' (TYPE_BYTES), Base64 decoding failed.";
  }
  if (!IMAGE_TYPES.has(String(image.mimeType))) {
    return `Unsupported image mime type: ${String(image.mimeType)}.`;
  }
  return undefined;
}

/** An Interactions `input` given as content: text and inline images, each well formed. */
function contentListProblem(input: unknown[]): string | undefined {
  if (input.length === 0) {
    return "Invalid value at 'input': an interaction needs input.";
  }
  for (const [index, item] of input.entries()) {
    const content = item as Record<string, unknown>;
    if (content.type === 'text' && typeof content.text === 'string') {
      continue;
    }
    if (content.type === 'image') {
      if (typeof content.data !== 'string' || !BASE64.test(content.data)) {
        return `Invalid value at 'input[${index}].data': Base64 decoding failed.`;
      }
      if (!IMAGE_TYPES.has(String(content.mime_type))) {
        return `Invalid value at 'input[${index}].mime_type' (${String(content.mime_type)}).`;
      }
      continue;
    }
    return `Invalid value at 'input[${index}]': unknown content type ${String(content.type)}.`;
  }
  return undefined;
}

/** A generated video as `files.get` describes it (ai.google.dev/api/files, resource File). */
function describeFile(id: string, active: boolean, origin: string) {
  const name = `files/${id}`;
  return {
    name,
    mimeType: 'video/mp4',
    sizeBytes: '1024',
    createTime: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    uri: `${origin}/v1beta/${name}`,
    ...(active && { downloadUri: `${origin}/v1beta/${name}:download?alt=media` }),
    state: active ? 'ACTIVE' : 'PROCESSING',
    source: 'GENERATED',
  };
}

function describeModel(id: string) {
  if (id.startsWith('gemini-omni')) {
    // an Interactions API model: generateContent answers 404 for it
    return { name: `models/${id}`, displayName: id, supportedGenerationMethods: [] };
  }
  const methods = id.startsWith('veo')
    ? ['predictLongRunning']
    : ['generateContent', 'countTokens', 'createCachedContent'];
  return { name: `models/${id}`, displayName: id, supportedGenerationMethods: methods };
}

function maxOutputTokens(body: Record<string, unknown> | undefined): number {
  const config = body?.generationConfig as { maxOutputTokens?: number } | undefined;
  return config?.maxOutputTokens ?? 65_536;
}

/** Gemini 3 refuses a budget and a level together, and thinks at a high level unless told. */
function readThinking(
  body: Record<string, unknown> | undefined,
): { tokens: number } | { error: string } {
  const config = (body?.generationConfig as { thinkingConfig?: Record<string, unknown> })
    ?.thinkingConfig;
  if (config?.thinkingLevel !== undefined && config.thinkingBudget !== undefined) {
    return { error: 'You can only set only one of thinking budget and thinking level.' };
  }
  if (typeof config?.thinkingBudget === 'number') {
    return { tokens: config.thinkingBudget };
  }
  const level = String(config?.thinkingLevel ?? 'high').toLowerCase();
  if (!(level in THINKING_TOKENS)) {
    return { error: `Invalid value at 'generation_config.thinking_config.thinking_level'` };
  }
  return { tokens: THINKING_TOKENS[level]! };
}

/**
 * The JSON the request's response schema asks for: a storyboard's scenes, or a script. Like the
 * real model under structured output, the answer has exactly the schema's shape.
 */
function answerFor(body: Record<string, unknown> | undefined): string {
  const schema = (body?.generationConfig as { responseJsonSchema?: { properties?: object } })
    ?.responseJsonSchema;
  if (schema?.properties && 'translations' in schema.properties) {
    return JSON.stringify({ translations: fakeTranslations(body) });
  }
  if (schema?.properties && 'scenes' in schema.properties) {
    return JSON.stringify({
      scenes: [
        { line: 'Gemini opens the story.', prompt: 'a sunrise over a quiet city' },
        { line: 'Then it shows the idea at work.', prompt: 'hands sketching on paper' },
        { line: 'And it closes with a call to act.', prompt: 'a door opening to light' },
      ],
    });
  }
  return JSON.stringify({
    script: 'Gemini wrote this script. It has a hook, two points and a call to action.',
  });
}

/** Each line of a translation request, marked with the language it was asked into. */
function fakeTranslations(body: Record<string, unknown> | undefined): string[] {
  const contents = body?.contents as { parts?: { text?: string }[] }[] | undefined;
  const text = contents?.[0]?.parts?.[0]?.text ?? '';
  const to = /^To: (.*)$/m.exec(text)?.[1] ?? '?';
  const lines = JSON.parse(/^Lines: (.*)$/m.exec(text)?.[1] ?? '[]') as string[];
  return lines.map((line) => `(${to}) ${line}`);
}

function textReply(mode: string, thinkingTokens: number, limit: number, answer: string) {
  const [kind, reason] = mode.split(':');
  if (kind === 'blocked') {
    return { promptFeedback: { blockReason: reason }, usageMetadata: { promptTokenCount: 40 } };
  }
  if (kind === 'finish') {
    return { candidates: [{ finishReason: reason, index: 0 }] };
  }
  const usageMetadata = {
    promptTokenCount: 80,
    thoughtsTokenCount: Math.min(thinkingTokens, limit),
    candidatesTokenCount: Math.max(0, Math.min(SCRIPT_TOKENS, limit - thinkingTokens)),
  };
  if (thinkingTokens + SCRIPT_TOKENS > limit) {
    // the thinking ate the budget: no answer, or a cut-off one
    const parts = thinkingTokens >= limit ? [] : [{ text: answer.slice(0, 20) }];
    return {
      candidates: [{ content: { role: 'model', parts }, finishReason: 'MAX_TOKENS', index: 0 }],
      usageMetadata,
    };
  }
  return {
    candidates: [
      {
        content: { role: 'model', parts: [{ text: answer }] },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata,
  };
}

function imageReply(mode: string, png: Buffer) {
  const [kind, reason] = mode.split(':');
  if (kind === 'blocked') {
    return { promptFeedback: { blockReason: reason } };
  }
  if (kind === 'finish') {
    return { candidates: [{ finishReason: reason, index: 0 }] };
  }
  const image = { inlineData: { mimeType: 'image/png', data: png.toString('base64') } };
  const parts =
    kind === 'text-only'
      ? [{ text: 'I cannot help with that.' }]
      : kind === 'thought-first'
        ? [
            // an interim draft, then the final image (with its signature)
            { inlineData: { mimeType: 'image/jpeg', data: 'ZHJhZnQ=' }, thought: true },
            { text: 'Refining the lighting.', thought: true },
            { ...image, thoughtSignature: 'c2lnbmF0dXJl' },
          ]
        : [{ text: 'Here you go' }, image];
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }] };
}
