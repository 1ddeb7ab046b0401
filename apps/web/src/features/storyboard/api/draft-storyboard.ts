import { storyboardDraftResponseSchema } from '@orato/shared';
import type { StoryboardDraftInput, StoryboardDraftResponse } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The idea (or a pasted script) split into scenes, each with a proposed visual. Nothing is charged. */
export const draftStoryboard = (input: StoryboardDraftInput): Promise<StoryboardDraftResponse> =>
  api.post('/storyboard/draft', input, storyboardDraftResponseSchema);

export const useDraftStoryboard = () => useMutation({ mutationFn: draftStoryboard });
