import { PRODUCT } from '@orato/shared';
import type { APIRequestContext } from '@playwright/test';
import { serverUrl } from './browser';
import { postAs } from './signed-in';

/** The lookup keys of the plans journeys buy (spec §3: {product}-starter, {product}-{plan}-{period}). */
export const PLAN_KEYS = {
  starter: `${PRODUCT.slug}-starter`,
  standardMonthly: `${PRODUCT.slug}-standard-monthly`,
  standardYearly: `${PRODUCT.slug}-standard-yearly`,
} as const;

/**
 * Buys a plan for the signed-in account of `request` through the server's TEST MODE checkout,
 * without the Subscription page: open a checkout, then press its Pay button (a same-origin form POST).
 */
export async function buyPlan(request: APIRequestContext, lookupKey: string): Promise<void> {
  const origin = serverUrl();
  const created = await postAs(request, '/api/create-checkout-session', { lookup_key: lookupKey });
  if (!created.ok()) {
    throw new Error(
      `create-checkout-session answered ${created.status()}: ${await created.text()}`,
    );
  }
  const { url } = (await created.json()) as { url: string };
  const paid = await request.post(`${new URL(url, origin).pathname}/pay`, {
    headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
    maxRedirects: 0,
  });
  if (paid.status() !== 303) {
    throw new Error(`paying the test checkout answered ${paid.status()}: ${await paid.text()}`);
  }
}

/** The signed-in account's credits, read from the user record. */
export async function creditsOf(request: APIRequestContext): Promise<number> {
  const response = await postAs(request, '/api/get-user');
  return ((await response.json()) as { credits: number }).credits;
}

export interface LibraryVideo {
  video_url: string;
  topic: string | null;
  avatar: string | null;
}

/** The library's videos of one feature, newest as the server lists them. */
export async function libraryVideos(
  request: APIRequestContext,
  feature: 'ai-avatar' | 'veo3-videos',
): Promise<LibraryVideo[]> {
  const response = await postAs(request, '/api/get-videos', { feature });
  const body = (await response.json()) as { videos: Record<string, LibraryVideo[]> };
  return body.videos[feature] ?? [];
}
