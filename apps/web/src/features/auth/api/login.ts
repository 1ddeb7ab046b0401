import { loginResponseSchema, MESSAGES } from '@orato/shared';
import type { LoginInput, LoginResponse } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Thrown when the server answered 200 without both `message` and `user_email` (spec §7). */
export class UnexpectedLoginResponseError extends Error {
  constructor() {
    super(MESSAGES.login.unexpectedFormat);
    this.name = 'UnexpectedLoginResponseError';
  }
}

/** Signs in with a password; the server sets the session cookie. */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const data = await api.post('/login', input);
  const parsed = loginResponseSchema.safeParse(data);
  if (!parsed.success) {
    throw new UnexpectedLoginResponseError();
  }
  return parsed.data;
}

export const useLogin = () => useMutation({ mutationFn: login });
