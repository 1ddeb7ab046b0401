import {
  apiKeysResponseSchema,
  createApiKeyResponseSchema,
  messageResponseSchema,
  type ApiKeysResponse,
  type CreatedApiKey,
} from '@orato/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const apiKeysQueryKey = ['account', 'api-keys'] as const;

/** The account's live API keys (never the keys themselves) and how many it may hold. */
export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }): Promise<ApiKeysResponse> =>
      api.get('/account/api-keys', apiKeysResponseSchema, { signal }),
    staleTime: 0,
  });

/** Makes a key; the answer is the only time the key itself is known. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<CreatedApiKey> =>
      (await api.post('/account/api-keys', { name }, createApiKeyResponseSchema)).key,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      api.post(`/account/api-keys/${encodeURIComponent(keyId)}/revoke`, {}, messageResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
