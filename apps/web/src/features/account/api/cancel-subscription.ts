import { MESSAGES, messageResponseSchema } from '@orato/shared';
import type { MessageResponse } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useToast } from '@/components/ui/toast';
import { userQueryKey } from '@/features/account/api/get-user';
import { api } from '@/lib/api-client';

/** Schedules the end of the subscription at the end of the paid term (spec §4). */
export const cancelSubscription = (): Promise<MessageResponse> =>
  api.post('/cancel-subscription', {}, messageResponseSchema);

export const useCancelSubscription = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  const toast = useToast();

  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (data) => {
      toast.success(data.message);
      // the profile shows the scheduled end once the record says so
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      onSuccess?.();
    },
    onError: () => {
      toast.error(MESSAGES.profile.cancelFailed);
    },
  });
};
