import { webhookSettingsResponseSchema } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { webhookQueryKey } from '@/features/developers/api/get-webhook';
import { api } from '@/lib/api-client';

/** Removes the endpoint: no more events are sent. */
export const useRemoveWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/account/webhook/remove', {}, webhookSettingsResponseSchema),
    onSuccess: (settings) => queryClient.setQueryData(webhookQueryKey, settings),
  });
};
