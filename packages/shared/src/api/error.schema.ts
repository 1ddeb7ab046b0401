import { z } from 'zod';

/** The one error body every failed `/api` call answers with. `error` carries the readable text. */
export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
