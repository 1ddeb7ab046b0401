import { storyboardStartedResponseSchema } from '@orato/shared';
import type { StoryboardInput } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Starts the render: the server holds the whole quote first; the answer is the storyboard's id. */
export const startStoryboard = async (input: StoryboardInput): Promise<string> =>
  (await api.post('/storyboard', input, storyboardStartedResponseSchema)).id;

export const useStartStoryboard = () => useMutation({ mutationFn: startStoryboard });
