import { MESSAGES, urlResponseSchema } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The server answered without a checkout address (spec §8 'Checkout URL not received!'). */
export class MissingCheckoutUrlError extends Error {
  constructor() {
    super(MESSAGES.subscription.noCheckoutUrl);
    this.name = 'MissingCheckoutUrlError';
  }
}

/** Opens a checkout for a plan; the answer is the address of the payment page. */
export async function createCheckoutSession(lookupKey: string): Promise<string> {
  const data = await api.post('/create-checkout-session', { lookup_key: lookupKey });
  const parsed = urlResponseSchema.safeParse(data);
  if (!parsed.success || !parsed.data.url) {
    throw new MissingCheckoutUrlError();
  }
  return parsed.data.url;
}

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
