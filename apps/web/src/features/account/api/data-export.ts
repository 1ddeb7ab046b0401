import {
  dataExportResponseSchema,
  dataExportStartedSchema,
  type DataExport,
  type DataExportResponse,
} from '@orato/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const dataExportQueryKey = ['data-export'] as const;

// while the ZIP is prepared the card polls its progress; once it ends, it stops
const POLL_MS = 1500;
const isRunning = (state: DataExport['state'] | undefined) =>
  state === 'QUEUED' || state === 'RUNNING';

/** The signed-in user's latest download of their data (null: none, or past its 24 hours). */
export const getDataExport = (signal?: AbortSignal): Promise<DataExportResponse> =>
  api.get('/account/exports', dataExportResponseSchema, signal ? { signal } : undefined);

export const useDataExport = () =>
  useQuery(
    queryOptions({
      queryKey: dataExportQueryKey,
      queryFn: ({ signal }) => getDataExport(signal),
      refetchInterval: (query) => (isRunning(query.state.data?.export?.state) ? POLL_MS : false),
    }),
  );

/** Starts a download of the user's data; the answer is the export being prepared. */
export const useStartDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/account/exports', {}, dataExportStartedSchema),
    onSuccess: (started) =>
      queryClient.setQueryData(dataExportQueryKey, { export: started.export }),
  });
};
