import { webhookDeliveriesResponseSchema, type WebhookDeliveriesResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const webhookDeliveriesQueryKey = ['account', 'webhook', 'deliveries'] as const;

/** While an event is still being tried, the log refreshes itself this often. */
const PENDING_REFRESH_MS = 5000;

/** The last 50 deliveries, newest first. */
export const getWebhookDeliveries = (signal?: AbortSignal): Promise<WebhookDeliveriesResponse> =>
  api.get(
    '/account/webhook/deliveries',
    webhookDeliveriesResponseSchema,
    signal ? { signal } : undefined,
  );

export const useWebhookDeliveries = () =>
  useQuery(
    queryOptions({
      queryKey: webhookDeliveriesQueryKey,
      queryFn: ({ signal }) => getWebhookDeliveries(signal),
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((delivery) => delivery.state === 'pending')
          ? PENDING_REFRESH_MS
          : false,
    }),
  );
