import { z } from 'zod';
import { callProvider, type ProviderAnswer } from './provider-call';
import type { ProviderVerdict } from './provider-errors';

export const OPENAI_COMPATIBLE = 'openai-compatible';

/**
 * Where an OpenAI-compatible server lives: OpenAI itself, or a self-hosted one (Ollama, vLLM, LM
 * Studio, llama.cpp's server, LocalAI, Kokoro-FastAPI). `baseUrl` has no `/v1`; local servers
 * often need no key.
 */
export interface OpenAiEndpoint {
  baseUrl: string;
  apiKey?: string;
}

/** The error object every failure carries: `{ error: { message, type, param, code } }`. */
const errorSchema = z.object({
  error: z.object({
    message: z.string().nullish(),
    type: z.string().nullish(),
    param: z.string().nullish(),
    code: z.union([z.string(), z.number()]).nullish(),
  }),
});

export type OpenAiError = z.infer<typeof errorSchema>['error'];

export function readOpenAiError(body: string): OpenAiError | undefined {
  try {
    const parsed = errorSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

// what OpenAI's moderation answers look like; the message is written for the person who asked
const CONTENT_CODES = new Set(['content_policy_violation', 'moderation_blocked', 'content_filter']);
const CONTENT_MESSAGE = /safety system|content policy|moderation|not allowed by our safety/i;

/**
 * OpenAI's failures, read from the error object: a spent quota is a 429 that no wait mends (the
 * operator must pay), a prompt stopped by moderation is the user's to change; the status rules
 * cover the rest (401 bad key and 404 unknown model are ours to fix, 429 and 5xx pass).
 */
export function classifyOpenAiError(status: number, body: string): ProviderVerdict | undefined {
  const error = readOpenAiError(body);
  if (!error) {
    return undefined;
  }
  const code = String(error.code ?? '');
  if (status === 429 && (code === 'insufficient_quota' || error.type === 'insufficient_quota')) {
    return { fault: 'operator' };
  }
  if (status === 400 && (CONTENT_CODES.has(code) || CONTENT_MESSAGE.test(error.message ?? ''))) {
    return {
      fault: 'refused',
      reason: (error.message ?? 'The request was refused').replace(/\.$/, '').slice(0, 300),
    };
  }
  return undefined;
}

export interface OpenAiCall {
  path: string;
  method: 'GET' | 'POST';
  json?: object;
  form?: FormData;
  timeoutMs: number;
  deadline?: Date;
  maxAttempts?: number;
  retryUnanswered?: boolean;
}

/** One call under `/v1`, through the shared retry and classification. */
export function callOpenAi(endpoint: OpenAiEndpoint, call: OpenAiCall): Promise<ProviderAnswer> {
  return callProvider({
    provider: OPENAI_COMPATIBLE,
    url: `${endpoint.baseUrl}/v1${call.path}`,
    method: call.method,
    headers: {
      ...(endpoint.apiKey && { authorization: `Bearer ${endpoint.apiKey}` }),
      ...(call.json && { 'content-type': 'application/json' }),
    },
    body: call.json ? JSON.stringify(call.json) : call.form,
    timeoutMs: call.timeoutMs,
    deadline: call.deadline,
    maxAttempts: call.maxAttempts,
    retryUnanswered: call.retryUnanswered,
    classify: classifyOpenAiError,
  });
}

const modelListSchema = z.object({ data: z.array(z.object({ id: z.string() })) });

/** `GET /v1/models`: the model ids the server serves. Free to call, so the doctor uses it. */
export async function listOpenAiModels(endpoint: OpenAiEndpoint): Promise<string[]> {
  const answer = await callOpenAi(endpoint, {
    path: '/models',
    method: 'GET',
    timeoutMs: 10_000,
    maxAttempts: 2,
  });
  return modelListSchema.parse(JSON.parse(answer.body)).data.map((model) => model.id);
}
