import { z } from 'zod';

/** Who the server says is signed in; `user` is null for a guest. */
export const sessionResponseSchema = z.object({
  user: z.object({ email: z.string() }).nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
