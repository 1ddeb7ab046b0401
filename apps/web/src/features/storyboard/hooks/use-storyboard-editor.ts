import { DEFAULT_VIDEO_FORMAT, STORYBOARD_LIMITS } from '@orato/shared';
import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useMemo, useState } from 'react';

import { emptyScene } from '@/features/storyboard/utils/editor-scenes';
import type { EditorScene, StoryboardSettings } from '@/features/storyboard/utils/editor-scenes';

export type ScenePatch = Partial<Omit<EditorScene, 'key'>>;

/** The scene list and the storyboard's settings as the user edits them, with the list's verbs. */
export function useStoryboardEditor(initial: EditorScene[] = []) {
  const [scenes, setScenes] = useState<EditorScene[]>(initial);
  const [settings, setSettings] = useState<StoryboardSettings>({
    title: '',
    creatorName: null,
    bubble: false,
    burnCaptions: false,
    format: DEFAULT_VIDEO_FORMAT,
    captionStyle: 'classic',
  });

  const updateScene = useCallback((key: string, patch: ScenePatch) => {
    setScenes((current) =>
      current.map((scene) => (scene.key === key ? { ...scene, ...patch } : scene)),
    );
  }, []);

  const removeScene = useCallback((key: string) => {
    setScenes((current) => current.filter((scene) => scene.key !== key));
  }, []);

  const addScene = useCallback(() => {
    setScenes((current) =>
      current.length >= STORYBOARD_LIMITS.maxScenes ? current : [...current, emptyScene()],
    );
  }, []);

  const moveScene = useCallback((from: number, to: number) => {
    setScenes((current) =>
      to < 0 || to >= current.length || from === to ? current : arrayMove(current, from, to),
    );
  }, []);

  const updateSettings = useCallback((patch: Partial<StoryboardSettings>) => {
    setSettings((current) => ({ ...current, ...patch }));
  }, []);

  return useMemo(
    () => ({
      scenes,
      settings,
      setScenes,
      updateScene,
      removeScene,
      addScene,
      moveScene,
      updateSettings,
    }),
    [scenes, settings, updateScene, removeScene, addScene, moveScene, updateSettings],
  );
}

export type StoryboardEditor = ReturnType<typeof useStoryboardEditor>;
