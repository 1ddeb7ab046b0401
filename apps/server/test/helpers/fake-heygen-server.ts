import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const AVATARS = [
  { avatar_id: 'Angela-inTshirt-20220820', avatar_name: 'Angela', gender: 'female' },
  { avatar_id: 'Tyler-incasualsuit-20220721', avatar_name: 'Tyler', gender: 'male' },
];
const VOICES = [
  { voice_id: '1bd001e7e50f421d891986aad5158bc8', language: 'English', gender: 'female' },
  { voice_id: '2d5b0e6cf36f460aa7fc47e3eee4ba54', language: 'English', gender: 'male' },
];
const MAX_SCRIPT = 5000;

/** The legacy (v1/v2) error body: `data` null and the error's code and message. */
const failure = (code: string | number, message: string) => ({
  data: null,
  error: { code, message },
});

/**
 * HeyGen's v2 API on loopback: avatars and voices (two each), `POST /v2/video/generate` that
 * checks the scene against those lists and HeyGen's limits, and `GET /v1/video_status.get` walking
 * pending → processing → completed with a video the fake serves. Switches give the failures a
 * real account meets: `quotaExhausted` (no credit left), `moderate` (blocked words),
 * `failVideos` (a job that ends failed, code 40119) and `rateLimitNext` (429 with Retry-After).
 */
export async function startFakeHeyGen(options: { apiKey: string; videoPath: string }) {
  const video = await readFile(options.videoPath);
  const videos = new Map<string, number>();
  const state = {
    quotaExhausted: false,
    moderate: false,
    failVideos: false,
    rateLimitNext: 0,
    pollsBeforeDone: 2,
    generated: [] as unknown[],
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const url = new URL(request.url ?? '/', 'http://heygen.test');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname.startsWith('/files/')) {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': video.length });
      return response.end(video);
    }
    if (request.headers['x-api-key'] !== options.apiKey) {
      return send(401, failure(400112, 'Unauthorized'));
    }
    if (state.rateLimitNext > 0) {
      state.rateLimitNext -= 1;
      return send(429, failure('rate_limit_exceeded', 'Too many requests'), { 'retry-after': '1' });
    }
    if (request.method === 'GET' && url.pathname === '/v2/avatars') {
      const port = (server.address() as AddressInfo).port;
      return send(200, {
        error: null,
        data: {
          avatars: AVATARS.map((avatar) => ({
            ...avatar,
            preview_image_url: `http://127.0.0.1:${port}/files/${avatar.avatar_id}.webp`,
            preview_video_url: `http://127.0.0.1:${port}/files/${avatar.avatar_id}.mp4`,
            premium: false,
          })),
          talking_photos: [],
        },
      });
    }
    if (request.method === 'GET' && url.pathname === '/v2/voices') {
      return send(200, {
        error: null,
        data: {
          voices: VOICES.map((voice) => ({
            ...voice,
            name: voice.gender === 'female' ? 'Sara' : 'Paul',
            preview_audio: 'https://static.heygen.test/voice.mp3',
            support_pause: true,
            emotion_support: false,
          })),
        },
      });
    }
    if (request.method === 'POST' && url.pathname === '/v2/video/generate') {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
      return generate(body, send);
    }
    if (request.method === 'GET' && url.pathname === '/v1/video_status.get') {
      return answerStatus(url.searchParams.get('video_id') ?? '', send);
    }
    return send(404, failure(404, 'Not found'));
  });

  function generate(body: Record<string, unknown>, send: Send) {
    const problem = generateProblem(body);
    if (problem) {
      return send(400, failure(problem.code, problem.message));
    }
    if (state.quotaExhausted) {
      return send(402, failure('insufficient_credit', 'Insufficient credit to generate the video'));
    }
    if (state.moderate) {
      return send(400, failure(400105, 'The input text contains blocked words'));
    }
    state.generated.push(body);
    const id = `vid${videos.size + 1}${Date.now().toString(36)}`;
    videos.set(id, 0);
    return send(200, { error: null, data: { video_id: id } });
  }

  function answerStatus(id: string, send: Send) {
    const polls = videos.get(id);
    if (polls === undefined) {
      return send(404, failure(400116, `Video ${id} not found`));
    }
    videos.set(id, polls + 1);
    const base = {
      id,
      video_url: null,
      thumbnail_url: null,
      gif_url: null,
      caption_url: null,
      video_url_caption: null,
      duration: null,
      callback_id: null,
      error: null,
    };
    const wrap = (data: object) => send(200, { code: 100, message: 'Success', data });
    if (polls < state.pollsBeforeDone) {
      return wrap({ ...base, status: polls === 0 ? 'pending' : 'processing' });
    }
    if (state.failVideos) {
      return wrap({
        ...base,
        status: 'failed',
        error: { code: 40119, message: 'Video is too long', detail: 'Video is too long' },
      });
    }
    const port = (server.address() as AddressInfo).port;
    return wrap({
      ...base,
      status: 'completed',
      video_url: `http://127.0.0.1:${port}/files/${id}.mp4?Expires=604800`,
      thumbnail_url: `http://127.0.0.1:${port}/files/${id}.jpg`,
      duration: 1,
    });
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeHeyGen = Awaited<ReturnType<typeof startFakeHeyGen>>;
type Send = (status: number, body: unknown) => ServerResponse | void;

/** What `POST /v2/video/generate` refuses in the scene itself, with HeyGen's code and words. */
function generateProblem(
  body: Record<string, unknown>,
): { code: string | number; message: string } | undefined {
  const inputs = body.video_inputs;
  if (!Array.isArray(inputs) || inputs.length < 1 || inputs.length > 50) {
    return { code: 'invalid_parameter', message: 'video_inputs must hold 1 to 50 scenes' };
  }
  for (const scene of inputs as Record<string, Record<string, unknown>>[]) {
    const character = scene.character ?? {};
    if (
      character.type !== 'avatar' ||
      !AVATARS.some((avatar) => avatar.avatar_id === character.avatar_id)
    ) {
      return {
        code: 'avatar_not_found',
        message: `Avatar ${String(character.avatar_id)} not found`,
      };
    }
    const voice = scene.voice ?? {};
    if (voice.type === 'audio') {
      const problem = audioVoiceProblem(voice);
      if (problem) {
        return problem;
      }
      continue;
    }
    if (voice.type !== 'text' || !VOICES.some((one) => one.voice_id === voice.voice_id)) {
      return { code: 'voice_not_found', message: `Voice ${String(voice.voice_id)} not found` };
    }
    if (typeof voice.input_text !== 'string' || voice.input_text.length > MAX_SCRIPT) {
      return { code: 40039, message: `input_text must be 1 to ${MAX_SCRIPT} characters` };
    }
  }
  const dimension = body.dimension as { width?: unknown; height?: unknown } | undefined;
  if (dimension) {
    for (const side of [dimension.width, dimension.height]) {
      if (typeof side !== 'number' || side % 2 !== 0 || side < 128 || side > 4096) {
        return { code: 'invalid_parameter', message: 'dimension must be even, 128 to 4096' };
      }
    }
  }
  return undefined;
}

/** An audio voice: exactly one of `audio_url` (a link HeyGen fetches) and `audio_asset_id`. */
function audioVoiceProblem(
  voice: Record<string, unknown>,
): { code: string; message: string } | undefined {
  const given = ['audio_url', 'audio_asset_id'].filter((key) => voice[key] !== undefined);
  if (given.length !== 1) {
    return {
      code: 'invalid_parameter',
      message: 'exactly one of audio_url and audio_asset_id must be provided',
    };
  }
  if (given[0] === 'audio_url' && !/^https?:\/\//.test(String(voice.audio_url))) {
    return { code: 'invalid_parameter', message: 'audio_url must be an http(s) URL' };
  }
  return undefined;
}
