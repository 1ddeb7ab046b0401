import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AvatarVideoRequest,
  Creator,
  RemoteGenerator,
  RemoteJobStatus,
} from '../../../src/adapters/video-generator/video-generator';
import { makeLavfiVideo } from '../../helpers/sample-media';

/** A small real MP4 (so probing and posters work) lasting exactly `seconds`, made in well under a second. */
export function makeTinyVideo(outputPath: string, seconds: number): Promise<void> {
  return makeLavfiVideo(outputPath, seconds, {
    video: `color=c=teal:s=64x64:r=5:d=${seconds}`,
    tone: false,
  });
}

/**
 * Serves result files on loopback the way a provider's CDN would, plus the hostile variants the
 * SSRF tests need: a redirect to anywhere, an endless body, a lying Content-Length, a stall.
 */
export async function startResultServer(files: Record<string, string>) {
  const bodies = new Map<string, Buffer>();
  for (const [name, filePath] of Object.entries(files)) {
    bodies.set(`/${name}`, await readFile(filePath));
  }
  const requests: { path: string; headers: Record<string, string | string[] | undefined> }[] = [];
  const server = createServer((request, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://results.test');
    requests.push({ path: url.pathname, headers: request.headers });
    const body = bodies.get(url.pathname);
    if (body) {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': body.length });
      return response.end(body);
    }
    if (url.pathname === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      return response.end();
    }
    if (url.pathname === '/endless') {
      // no Content-Length: only counting the bytes can stop it
      response.writeHead(200, { 'content-type': 'video/mp4' });
      const chunk = Buffer.alloc(64 * 1024, 7);
      const write = () => {
        while (response.write(chunk)) {
          /* keep the socket full */
        }
      };
      response.on('drain', write);
      response.on('close', () => response.off('drain', write));
      return write();
    }
    if (url.pathname === '/declared-huge') {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': 5 * 1024 ** 3 });
      return response.write(Buffer.alloc(1024));
    }
    if (url.pathname === '/stall') {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      return response.write(Buffer.alloc(10));
    }
    response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PollReply = RemoteJobStatus | Error;

/**
 * The catalogue's MockProvider: a remote avatar provider whose submissions, polls and results the
 * test scripts. It counts every submission, which is what a provider bills for.
 */
export class MockProvider implements RemoteGenerator<AvatarVideoRequest> {
  readonly kind = 'remote';
  readonly provider = 'mock';
  readonly pollIntervalSeconds = 1;
  resultHosts: string[] = ['127.0.0.1'];
  /** Submissions the provider accepted (and bills for). */
  submits = 0;
  /** Every submit call, refused ones included. */
  submitAttempts = 0;
  polls = 0;
  /** Replies for the next submissions, in order; an Error is thrown, then submissions succeed. */
  submitReplies: (Error | 'ok')[] = [];
  /** Called before a submission returns: lets a test hold a submission in flight. */
  beforeSubmitReturns: (() => Promise<void>) | undefined;
  /** What each poll answers; the default completes with `resultUrl`. */
  pollReply: (operationId: string) => PollReply | Promise<PollReply> = () => ({
    state: 'COMPLETE',
    resultUrl: this.resultUrl,
  });

  constructor(public resultUrl: string) {}

  async listCreators(): Promise<Creator[]> {
    return [{ name: 'Ava', imageUrl: '/api/creators/ava/thumbnail.png' }];
  }

  async submit(): Promise<string> {
    this.submitAttempts += 1;
    const reply = this.submitReplies.shift() ?? 'ok';
    if (reply instanceof Error) {
      throw reply;
    }
    this.submits += 1;
    const operationId = `mock-op-${this.submits}`;
    await this.beforeSubmitReturns?.();
    return operationId;
  }

  async poll(operationId: string): Promise<RemoteJobStatus> {
    this.polls += 1;
    const reply = await this.pollReply(operationId);
    if (reply instanceof Error) {
      throw reply;
    }
    return reply;
  }

  /** Back to a provider that accepts everything and finishes at the first poll. */
  reset(resultUrl = this.resultUrl): void {
    this.resultUrl = resultUrl;
    this.submitReplies = [];
    this.beforeSubmitReturns = undefined;
    this.pollReply = () => ({ state: 'COMPLETE', resultUrl: this.resultUrl });
    this.resultHosts = ['127.0.0.1'];
    this.submits = 0;
    this.submitAttempts = 0;
    this.polls = 0;
  }
}

/** The error a dropped connection gives fetch: ambiguous, the provider may have the job or not. */
export function connectionReset(): Error {
  return Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  });
}
