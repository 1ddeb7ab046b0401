import { paymentHistoryResponseSchema } from '@orato/shared';
import type { PaymentHistoryItem } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const paymentHistoryQueryKey = ['payment-history'] as const;

/** The signed-in user's payments, newest first. */
export const getPaymentHistory = (signal?: AbortSignal): Promise<PaymentHistoryItem[]> =>
  api.post('/payment-history', {}, paymentHistoryResponseSchema, signal ? { signal } : undefined);

export const getPaymentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: paymentHistoryQueryKey,
    queryFn: ({ signal }) => getPaymentHistory(signal),
  });

export const usePaymentHistory = () => useQuery(getPaymentHistoryQueryOptions());
