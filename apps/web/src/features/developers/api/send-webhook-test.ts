import { webhookDeliveryResponseSchema } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { webhookDeliveriesQueryKey } from '@/features/developers/api/get-webhook-deliveries';
import { api } from '@/lib/api-client';

/** Queues a `webhook.test` event; it shows in the delivery log. */
export const useSendWebhookTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/account/webhook/test', {}, webhookDeliveryResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
};
