import { webhookSettingsResponseSchema, type WebhookSettingsResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const webhookQueryKey = ['account', 'webhook'] as const;

/** The account's webhook endpoint, or null when none is set up. */
export const getWebhook = (signal?: AbortSignal): Promise<WebhookSettingsResponse> =>
  api.get('/account/webhook', webhookSettingsResponseSchema, signal ? { signal } : undefined);

export const useWebhook = () =>
  useQuery(
    queryOptions({ queryKey: webhookQueryKey, queryFn: ({ signal }) => getWebhook(signal) }),
  );
