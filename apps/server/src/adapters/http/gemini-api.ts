import { z } from 'zod';
import { callProvider } from './provider-call';
import type { ProviderVerdict } from './provider-errors';

/** Where and how to reach the Gemini API (text, image and Veo share it). */
export interface GeminiEndpoint {
  apiKey: string;
  baseUrl: string;
}

/**
 * A `generateContent` reply, as the text and image models both answer it: candidates whose parts
 * carry text, a thought (a thinking model's reasoning, never the answer) or an inline image, and
 * the prompt's refusal when there is no candidate at all.
 */
export const geminiReplySchema = z.object({
  candidates: z
    .array(
      z.object({
        finishReason: z.string().optional(),
        content: z
          .object({
            parts: z
              .array(
                z.object({
                  text: z.string().optional(),
                  thought: z.boolean().optional(),
                  inlineData: z.object({ mimeType: z.string(), data: z.string() }).optional(),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});
export type GeminiReply = z.infer<typeof geminiReplySchema>;

/** google.rpc.Status, the error body of every Gemini API failure. */
interface GoogleError {
  error?: { code?: number; message?: string; status?: string };
}

// Google words a prompt refused on content grounds like this; everything else 400 is our request
const CONTENT_REFUSAL = /safety|responsible ai|prohibited|sensitive|violat|person generation/i;

/**
 * Gemini's failures, read from the body: a quota of zero or billing that is off is the operator's
 * to fix, not a rate limit to wait out; a prompt refused for its content is the user's to change.
 */
export function classifyGeminiError(status: number, body: string): ProviderVerdict | undefined {
  let parsed: GoogleError;
  try {
    parsed = JSON.parse(body) as GoogleError;
  } catch {
    return undefined;
  }
  const message = parsed.error?.message ?? '';
  if (status === 429 && /limit: 0\b|billing/i.test(message)) {
    return { fault: 'operator' };
  }
  if (
    status === 400 &&
    parsed.error?.status === 'INVALID_ARGUMENT' &&
    CONTENT_REFUSAL.test(message)
  ) {
    return { fault: 'refused', reason: message.replace(/\.$/, '').slice(0, 300) };
  }
  return undefined;
}

/** One Gemini API call through the shared retry and classification; answers the parsed JSON. */
export async function callGemini(
  endpoint: GeminiEndpoint,
  request: {
    provider: string;
    path: string;
    method: 'GET' | 'POST';
    body?: object;
    timeoutMs: number;
    deadline?: Date;
    maxAttempts?: number;
    retryUnanswered?: boolean;
  },
): Promise<unknown> {
  const answer = await callProvider({
    provider: request.provider,
    url: `${endpoint.baseUrl}${request.path}`,
    method: request.method,
    headers: { 'x-goog-api-key': endpoint.apiKey, 'content-type': 'application/json' },
    body: request.body ? JSON.stringify(request.body) : undefined,
    timeoutMs: request.timeoutMs,
    deadline: request.deadline,
    maxAttempts: request.maxAttempts,
    retryUnanswered: request.retryUnanswered,
    classify: classifyGeminiError,
  });
  return JSON.parse(answer.body) as unknown;
}

/** A model as `GET /v1beta/models/{id}` describes it: what it can be called with. Free to call. */
export async function describeGeminiModel(
  endpoint: GeminiEndpoint,
  id: string,
): Promise<{ name: string; methods: string[] }> {
  const model = (await callGemini(endpoint, {
    provider: 'gemini',
    path: `/v1beta/models/${id}`,
    method: 'GET',
    timeoutMs: 10_000,
    maxAttempts: 2,
  })) as { name?: string; supportedGenerationMethods?: string[] };
  return { name: model.name ?? id, methods: model.supportedGenerationMethods ?? [] };
}
