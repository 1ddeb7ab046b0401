import { planChangeResponseSchema } from '@orato/shared';
import type { PlanChangeResponse } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useToast } from '@/components/ui/toast';
import { refreshAfterPlanChange } from '@/features/billing/api/change-plan';
import type { PlanChangeOptions } from '@/features/billing/api/change-plan';
import { api } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';

/** "Keep my plan": undoes the change waiting for the renewal. */
export const keepPlan = (): Promise<PlanChangeResponse> =>
  api.post('/subscription/keep', {}, planChangeResponseSchema);

/**
 * Keep my plan, with its toasts. They are raised here rather than by the button: the button sits in
 * the notice of the change, which goes away as soon as the answer reaches the page.
 */
export const useKeepPlan = (options: PlanChangeOptions = {}) => {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: keepPlan,
    onSuccess: (answer) => {
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, { fallback: 'Could not keep your plan. Try again.' }));
    },
    onSettled: (answer) => refreshAfterPlanChange(queryClient, answer, options),
  });
};
