import { creatorsResponseSchema } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';

export interface Creator {
  name: string;
  imageUrl: string;
  /** The language the avatar speaks (BCP 47 base code), where the engine says. */
  language?: string;
  /** The name shown, when `name` is an id (a photo avatar's `photo:<id>`). */
  label?: string;
  /** The user's own portrait, not a drawn presenter. */
  photo?: boolean;
}

/** The avatar list (spec §4): a GET, retried as a POST when the server answers 405. */
export async function listCreators(signal?: AbortSignal): Promise<Creator[]> {
  const options = signal ? { signal } : undefined;
  let data;
  try {
    data = await api.get('/list-creators', creatorsResponseSchema, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 405)) {
      throw error;
    }
    data = await api.post('/list-creators', undefined, creatorsResponseSchema, options);
  }
  return Object.entries(data.thumbnails).map(([name, { imageUrl, language }]) => ({
    name,
    imageUrl,
    ...(language ? { language } : {}),
  }));
}

export const creatorsQueryKey = ['avatar', 'creators'] as const;

export const getCreatorsQueryOptions = () =>
  queryOptions({
    queryKey: creatorsQueryKey,
    queryFn: ({ signal }) => listCreators(signal),
    // the catalogue changes rarely; one load per visit is enough
    staleTime: 10 * 60_000,
  });

export const useCreators = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getCreatorsQueryOptions(), enabled });
