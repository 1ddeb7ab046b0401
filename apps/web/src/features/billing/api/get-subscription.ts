import { subscriptionStatusResponseSchema } from '@orato/shared';
import type { SubscriptionStatusResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One key for the subscriber's plan: refreshed after anything that changes the plan. */
export const subscriptionQueryKey = ['subscription'] as const;

/** The signed-in user's plan: what it is, when it renews, and any change waiting for the renewal. */
export const getSubscription = (signal?: AbortSignal): Promise<SubscriptionStatusResponse> =>
  api.get('/subscription', subscriptionStatusResponseSchema, signal ? { signal } : undefined);

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
    // a renewal, a cancellation or a change in the billing portal moves it behind the page's
    // back: each page that shows it asks again as it opens
    staleTime: 0,
  });

export const useSubscription = () => useQuery(getSubscriptionQueryOptions());
