import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  queue: z.literal('ok'),
  storage: z.enum(['local', 's3']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
