import { urlResponseSchema } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Opens the payment provider's billing portal (cards, invoices) for a user who has paid before. */
export const createPortalSession = async (): Promise<string> =>
  (await api.post('/create-portal-session', {}, urlResponseSchema)).url;

export const useCreatePortalSession = () => useMutation({ mutationFn: createPortalSession });
