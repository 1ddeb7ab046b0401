import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MIRAGE_VOICE = 'voice_fake_narrator';
const VIDEO_MODEL = 'mirage-video-1-latest';
const AUDIO_MODEL = 'mirage-audio-1';
/** Seconds of speech per word the fake's voice takes. */
const SECONDS_PER_WORD = 0.4;

/** FastAPI's field error, the shape of every 422 in Mirage's OpenAPI. */
const fieldError = (loc: (string | number)[], msg: string, type: string, input?: unknown) => ({
  loc,
  msg,
  type,
  ...(input !== undefined && { input }),
});

/** A PCM WAV (16 kHz mono 16-bit) of silence, `seconds` long. */
export function silentWav(seconds: number): Buffer {
  const bytes = Math.round(seconds * 16_000) * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(bytes, 40);
  return Buffer.concat([header, Buffer.alloc(bytes)]);
}

const isPng = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8;
const isWav = (data: Buffer) => data.toString('ascii', 0, 4) === 'RIFF';
const isMp3 = (data: Buffer) =>
  data.toString('ascii', 0, 3) === 'ID3' || (data[0] === 0xff && (data[1]! & 0xe0) === 0xe0);

export interface MirageSubmission {
  fields: Record<string, { filename?: string; type?: string; bytes: number } | string>;
}

/**
 * The Mirage Video API on loopback, in the wire format of api.mirage.app/openapi.json: text to
 * speech (`POST /v1/audio/text-to-speech/{voice_id}`, one voice), `POST /v1/videos` (multipart,
 * checked as FastAPI checks it: the two files required, `model` the one literal, and the files
 * what they claim), `GET /v1/videos` (the list the doctor reads), `GET /v1/videos/{id}` walking
 * PROCESSING → COMPLETE, and `/content` redirecting to the file. Switches give the failures a real
 * account meets: a wrong key (401), `invalidNext` (a 422 `detail` array), `failVideos` (a job that ends FAILED), `refuseContent` (a
 * content refusal) and `rateLimitNext` (429 with Retry-After).
 */
export async function startFakeMirage(options: { apiKey: string; videoPath: string }) {
  const video = await readFile(options.videoPath);
  const videos = new Map<string, { polls: number; createdAt: number }>();
  const state = {
    failVideos: false,
    refuseContent: false,
    rateLimitNext: 0,
    /** The next requests answer FastAPI's 422 for a field whose shape changed under us. */
    invalidNext: 0,
    pollsBeforeDone: 2,
    submissions: [] as MirageSubmission[],
    speeches: [] as unknown[],
    requests: [] as { method: string; path: string }[],
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://mirage.test');
    state.requests.push({ method: request.method ?? '', path: url.pathname });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    const invalid = (...detail: ReturnType<typeof fieldError>[]) => send(422, { detail });
    if (request.method === 'GET' && url.pathname.startsWith('/files/')) {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': video.length });
      return response.end(video);
    }
    if (!request.headers['x-api-key']) {
      return invalid(fieldError(['header', 'x-api-key'], 'Field required', 'missing'));
    }
    if (request.headers['x-api-key'] !== options.apiKey) {
      return send(401, { detail: 'Invalid API key' });
    }
    if (state.rateLimitNext > 0) {
      state.rateLimitNext -= 1;
      return send(
        429,
        { detail: 'Rate limit exceeded. Please try again later.' },
        { 'retry-after': '1' },
      );
    }
    if (state.invalidNext > 0) {
      state.invalidNext -= 1;
      return invalid(
        fieldError(['body', 'model'], `Input should be '${VIDEO_MODEL}'`, 'literal_error', 'x'),
      );
    }
    const speech = /^\/v1\/audio\/text-to-speech\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && speech) {
      let json: { text?: unknown; model?: unknown };
      try {
        json = JSON.parse(body.toString('utf8')) as typeof json;
      } catch {
        return invalid(fieldError(['body'], 'JSON decode error', 'json_invalid'));
      }
      state.speeches.push(json);
      const problems = [
        ...(typeof json.text === 'string' && json.text.length > 0
          ? []
          : [fieldError(['body', 'text'], 'Field required', 'missing')]),
        ...(json.model === AUDIO_MODEL
          ? []
          : [
              fieldError(
                ['body', 'model'],
                `Input should be '${AUDIO_MODEL}'`,
                'literal_error',
                json.model,
              ),
            ]),
      ];
      if (problems.length > 0) {
        return invalid(...problems);
      }
      if (decodeURIComponent(speech[1]!) !== FAKE_MIRAGE_VOICE) {
        return send(404, { detail: 'Voice not found' });
      }
      const words = (json.text as string).trim().split(/\s+/).length;
      const wav = silentWav(words * SECONDS_PER_WORD);
      response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': wav.length });
      return response.end(wav);
    }
    if (request.method === 'POST' && url.pathname === '/v1/videos') {
      const form = await new Response(body, {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      })
        .formData()
        .catch(() => undefined);
      if (!form) {
        return invalid(
          fieldError(['body'], 'Expected multipart form data', 'model_attributes_type'),
        );
      }
      const fields: MirageSubmission['fields'] = {};
      const files: Record<string, Buffer> = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') {
          fields[name] = value;
        } else {
          files[name] = Buffer.from(await value.arrayBuffer());
          fields[name] = { filename: value.name, type: value.type, bytes: files[name].length };
        }
      }
      state.submissions.push({ fields });
      const problems = [
        ...(['audio_reference', 'image_reference'] as const)
          .filter((name) => !files[name])
          .map((name) => fieldError(['body', name], 'Field required', 'missing')),
        ...(fields.model === undefined || fields.model === VIDEO_MODEL
          ? []
          : [
              fieldError(
                ['body', 'model'],
                `Input should be '${VIDEO_MODEL}'`,
                'literal_error',
                fields.model,
              ),
            ]),
      ];
      if (problems.length > 0) {
        return invalid(...problems);
      }
      // the reference: "Audio file (WAV or MP3)", "Image appearance reference (JPEG or PNG)"
      if (!isWav(files.audio_reference!) && !isMp3(files.audio_reference!)) {
        return invalid(
          fieldError(['body', 'audio_reference'], 'Audio must be WAV or MP3', 'value_error'),
        );
      }
      if (!isPng(files.image_reference!) && !isJpeg(files.image_reference!)) {
        return invalid(
          fieldError(['body', 'image_reference'], 'Image must be JPEG or PNG', 'value_error'),
        );
      }
      if (state.refuseContent) {
        return send(400, { detail: 'The image violates our content policy.' });
      }
      const id = `video_${Math.random().toString(36).slice(2, 14)}`;
      videos.set(id, { polls: 0, createdAt: Math.floor(Date.now() / 1000) });
      return send(200, videoObject(id, 'PROCESSING', 0));
    }
    if (request.method === 'GET' && url.pathname === '/v1/videos') {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
        return invalid(
          fieldError(
            ['query', 'limit'],
            'Input should be less than or equal to 100',
            'less_than_equal',
          ),
        );
      }
      return send(
        200,
        [...videos.keys()].slice(0, limit).map((id) => videoObject(id, 'COMPLETE', 100)),
      );
    }
    const one = /^\/v1\/videos\/([^/]+)(\/content)?$/.exec(url.pathname);
    if (request.method === 'GET' && one) {
      const id = decodeURIComponent(one[1]!);
      const job = videos.get(id);
      if (!job) {
        return send(404, { detail: 'Video not found' });
      }
      if (one[2]) {
        const port = (server.address() as AddressInfo).port;
        response.writeHead(307, { location: `http://127.0.0.1:${port}/files/${id}.mp4` });
        return response.end();
      }
      job.polls += 1;
      if (job.polls < state.pollsBeforeDone) {
        return send(200, videoObject(id, 'PROCESSING', 40));
      }
      return send(
        200,
        state.failVideos
          ? {
              ...videoObject(id, 'FAILED', null),
              error: { code: 'generation_failed', message: 'No face was found in the image.' },
            }
          : videoObject(id, 'COMPLETE', 100),
      );
    }
    send(404, { detail: 'Not Found' });
  });

  function videoObject(id: string, status: string, progress: number | null) {
    const createdAt = videos.get(id)?.createdAt ?? 0;
    return {
      id,
      object: 'video',
      status,
      created_at: createdAt,
      completed_at: status === 'COMPLETE' ? createdAt + 60 : null,
      progress,
      error: null,
      model: VIDEO_MODEL,
      source_video_id: null,
      caption_template_id: null,
      share_link_url: null,
      video_id: id,
    };
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeMirage = Awaited<ReturnType<typeof startFakeMirage>>;
