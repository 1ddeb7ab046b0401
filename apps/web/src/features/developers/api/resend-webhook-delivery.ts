import { webhookDeliveryResponseSchema } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { webhookDeliveriesQueryKey } from '@/features/developers/api/get-webhook-deliveries';
import { api } from '@/lib/api-client';

/** Sends a failed event again. */
export const useResendWebhookDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/account/webhook/deliveries/${id}/resend`, {}, webhookDeliveryResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
};
