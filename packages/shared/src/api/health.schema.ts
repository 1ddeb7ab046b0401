import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  queue: z.literal('ok'),
  storage: z.enum(['local', 's3']),
  version: z.string(),
  /** Which engine serves each tool that has a choice: `local`, `gemini`, `openai-compatible`. */
  engines: z.object({ script: z.string(), image: z.string(), voice: z.string() }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const providerCheckSchema = z.object({
  provider: z.string(),
  /** `off`: not configured, so the offline engine (or nothing) stands in. */
  status: z.enum(['ok', 'fail', 'off']),
  detail: z.string(),
  fix: z.string(),
});
export type ProviderCheck = z.infer<typeof providerCheckSchema>;

/** `GET /api/health?deep=1`: every configured provider checked with its cheapest read-only call. */
export const deepHealthResponseSchema = z.object({
  status: z.enum(['ok', 'fail']),
  providers: z.array(providerCheckSchema),
});
export type DeepHealthResponse = z.infer<typeof deepHealthResponseSchema>;

export const healthQuerySchema = z.object({ deep: z.enum(['1']).optional() });

/** `GET /api/health/live`: the process answers (no I/O), for restarts. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * `GET /api/health/ready`: whether this process can serve, for load balancers. 200 when every
 * dependency answers, 503 naming the ones that did not.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ok', 'fail']),
  checks: z.object({
    database: z.enum(['ok', 'fail']),
    queue: z.enum(['ok', 'fail']),
    storage: z.enum(['ok', 'fail']),
  }),
  failed: z.array(z.enum(['database', 'queue', 'storage'])),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
