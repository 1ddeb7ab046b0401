import { webhookSecretResponseSchema } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { webhookQueryKey } from '@/features/developers/api/get-webhook';
import { api } from '@/lib/api-client';

/** Replaces the signing secret; the answer carries the new one, once. */
export const useRollWebhookSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/account/webhook/secret', {}, webhookSecretResponseSchema),
    onSuccess: ({ endpoint }) => queryClient.setQueryData(webhookQueryKey, { endpoint }),
  });
};
