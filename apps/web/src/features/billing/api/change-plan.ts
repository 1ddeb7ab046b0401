import { planChangeResponseSchema } from '@orato/shared';
import type { PlanChangeResponse } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { paymentHistoryQueryKey } from '@/features/billing/api/get-payment-history';
import { subscriptionQueryKey } from '@/features/billing/api/get-subscription';
import { api } from '@/lib/api-client';

export interface PlanChangeOptions {
  /**
   * Called once a change (or a refused one, which may have raced another) is settled, for what
   * other features show of it: the user record's plan and credits, the credits ledger.
   */
  onPlanChanged?: () => void;
}

/**
 * After a plan change: the plan as the server answered it, then the plan and the payments (an
 * upgrade's charge) read again, and the caller's own refresh.
 */
export async function refreshAfterPlanChange(
  queryClient: QueryClient,
  answer: PlanChangeResponse | undefined,
  { onPlanChanged }: PlanChangeOptions,
): Promise<void> {
  if (answer) {
    queryClient.setQueryData(subscriptionQueryKey, answer.subscription);
  }
  onPlanChanged?.();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
    queryClient.invalidateQueries({ queryKey: paymentHistoryQueryKey }),
  ]);
}

/** Moves the subscription to `lookupKey`: an upgrade is charged and applied now, others at renewal. */
export const changePlan = (lookupKey: string): Promise<PlanChangeResponse> =>
  api.post('/subscription/change', { lookup_key: lookupKey }, planChangeResponseSchema);

export const useChangePlan = (options: PlanChangeOptions = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSettled: (answer) => refreshAfterPlanChange(queryClient, answer, options),
  });
};
