import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { storyboardQueryKey } from '@/features/storyboard/api/get-storyboard';

export type SceneAction = 'retry' | 'drop';

export interface SceneActionInput {
  storyboardId: string;
  sceneId: string;
  action: SceneAction;
}

/** A failed scene, tried again (its credits held again) or dropped (the rest are assembled). */
export const actOnScene = ({ storyboardId, sceneId, action }: SceneActionInput) =>
  api.post(
    `/storyboard/${encodeURIComponent(storyboardId)}/scenes/${encodeURIComponent(sceneId)}/${action}`,
  );

export const useSceneAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnScene,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: storyboardQueryKey(input.storyboardId) }),
  });
};
