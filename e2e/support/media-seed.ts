import { PLANS } from '@orato/shared';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * Puts media into a signed-in user's library through the API, the way the generator pages do.
 * `request` carries the user's session cookie; `origin` is the server's own address (the server
 * refuses cross-site POSTs).
 */
export interface MediaSeeder {
  buyPlan(tier: 'starter' | 'standard', period?: 'monthly' | 'yearly'): Promise<void>;
  credits(): Promise<number>;
  avatarVideo(topic: string): Promise<void>;
  /** A finished storyboard of presenter scenes, one a line, in the Library. */
  storyboard(title: string, lines: readonly string[]): Promise<void>;
  veoVideo(prompt: string): Promise<void>;
  image(prompt: string): Promise<string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(response: APIResponse, step: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${step} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export function mediaSeeder(request: APIRequestContext, origin: string): MediaSeeder {
  const post = <T>(path: string, data: unknown = {}) =>
    request.post(path, { data, headers: { Origin: origin } }).then((r) => json<T>(r, path));

  /** Polls `check` every `everyMs` until it returns a value (or throws) within `timeoutMs`. */
  async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 500) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) {
        return value;
      }
      if (Date.now() > deadline) {
        throw new Error(`not finished within ${timeoutMs} ms`);
      }
      await sleep(everyMs);
    }
  }

  return {
    async buyPlan(tier, period = 'monthly') {
      const plan = PLANS.find(
        (entry) =>
          entry.tier === tier && (tier === 'starter' || entry.lookupKey.endsWith(`-${period}`)),
      );
      if (!plan) {
        throw new Error(`no ${tier} ${period} plan`);
      }
      const { url } = await post<{ url: string }>('/api/create-checkout-session', {
        lookup_key: plan.lookupKey,
      });
      // the server's TEST MODE checkout: its Pay form posts here and grants the credits
      const pay = await request.post(`${new URL(url).pathname}/pay`, {
        headers: { Origin: origin },
        form: {},
        maxRedirects: 0,
      });
      if (pay.status() >= 400) {
        throw new Error(`test checkout answered ${pay.status()}: ${await pay.text()}`);
      }
    },

    async credits() {
      return (await post<{ credits: number }>('/api/get-user')).credits;
    },

    async avatarVideo(topic) {
      const { script } = await post<{ script: string }>('/api/script', { topic });
      const { thumbnails } = await post<{ thumbnails: Record<string, unknown> }>(
        '/api/list-creators',
      );
      const creatorName = Object.keys(thumbnails)[0];
      if (!creatorName) {
        throw new Error('no creators');
      }
      const { operationId } = await post<{ operationId: string }>('/api/ai-creator', {
        creatorName,
        script,
        topic,
      });
      await until(async () => {
        const status = await post<{ state: string; error?: string }>('/api/poll-creator', {
          operationId,
        });
        if (status.state === 'FAILED') {
          throw new Error(`avatar video failed: ${status.error ?? ''}`);
        }
        return status.state === 'COMPLETE' ? true : undefined;
      }, 120_000);
    },

    async storyboard(title, lines) {
      const { thumbnails } = await post<{ thumbnails: Record<string, unknown> }>(
        '/api/list-creators',
      );
      const { id } = await post<{ id: string }>('/api/storyboard', {
        title,
        creatorName: Object.keys(thumbnails)[0],
        scenes: lines.map((line) => ({ line, visual: { kind: 'presenter' } })),
      });
      await until(async () => {
        const status = await json<{ state: string; error?: string }>(
          await request.get(`/api/storyboard/${id}`),
          'storyboard status',
        );
        if (status.state === 'FAILED') {
          throw new Error(`storyboard failed: ${status.error ?? ''}`);
        }
        return status.state === 'COMPLETE' ? true : undefined;
      }, 240_000);
    },

    async veoVideo(prompt) {
      const { operation_name } = await post<{ operation_name: string }>('/api/generate-veo-video', {
        prompt,
        negative_prompt: '',
      });
      await until(async () => {
        const status = await post<{ state: string; url?: string; error?: string }>(
          '/api/get-video-status',
          { operation_name },
        );
        if (status.error || status.state === 'FAILED') {
          throw new Error(`VEO video failed: ${status.error ?? ''}`);
        }
        return status.url ? true : undefined;
      }, 120_000);
    },

    async image(prompt) {
      const result = await post<{ image_url: string }>('/api/google-nano-banana', {
        feature: 'nano-banana',
        prompt,
        image_urls: [],
      });
      return result.image_url;
    },
  };
}
