import { webhookSecretResponseSchema, type WebhookEndpointInput } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { webhookQueryKey } from '@/features/developers/api/get-webhook';
import { api } from '@/lib/api-client';

/** Saves the endpoint; the first save answers the signing secret, once. */
export const useSaveWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      api.post('/account/webhook', input, webhookSecretResponseSchema),
    onSuccess: ({ endpoint }) => queryClient.setQueryData(webhookQueryKey, { endpoint }),
  });
};
