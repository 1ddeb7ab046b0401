import { planChangePreviewResponseSchema } from '@orato/shared';
import type { PlanChangePreviewResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** What a move to `lookupKey` would cost now and bring, before anything is confirmed. */
export const previewPlanChange = (
  lookupKey: string,
  signal?: AbortSignal,
): Promise<PlanChangePreviewResponse> =>
  api.post(
    '/subscription/preview',
    { lookup_key: lookupKey },
    planChangePreviewResponseSchema,
    signal ? { signal } : undefined,
  );

export const getPlanChangePreviewQueryOptions = (lookupKey: string) =>
  queryOptions({
    queryKey: ['plan-change-preview', lookupKey] as const,
    queryFn: ({ signal }) => previewPlanChange(lookupKey, signal),
    // a proration moves by the second: each opening of the dialog asks again, and shows no old figure
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const usePlanChangePreview = (lookupKey: string) =>
  useQuery(getPlanChangePreviewQueryOptions(lookupKey));
