import { STORYBOARD_LIMITS } from '@orato/shared';
import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useMemo, useState } from 'react';

import { emptyScene } from '@/features/storyboard/utils/editor-scenes';
import type { EditorScene, StoryboardSettings } from '@/features/storyboard/utils/editor-scenes';
import { useVideoFormatChoice } from '@/lib/format-choice';

export type ScenePatch = Partial<Omit<EditorScene, 'key'>>;

/** What a field of one scene's card edits: the scene, its place in the list, and its changes. */
export interface SceneFieldProps {
  scene: EditorScene;
  position: number;
  onChange: (patch: ScenePatch) => void;
}

/** The scene list and the storyboard's settings as the user edits them, with the list's verbs. */
export function useStoryboardEditor(initial: EditorScene[] = []) {
  const [scenes, setScenes] = useState<EditorScene[]>(initial);
  const [own, setOwn] = useState<Omit<StoryboardSettings, 'format' | 'captionStyle'>>({
    title: '',
    creatorName: null,
    bubble: false,
    burnCaptions: false,
  });
  // the frame and caption style are remembered per user, as in the other tools; every storyboard
  // is composed offline, so every format is offered
  const [formatChoice, setFormatChoice] = useVideoFormatChoice('storyboard', undefined);
  const settings = useMemo<StoryboardSettings>(
    () => ({ ...own, ...formatChoice }),
    [own, formatChoice],
  );

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

  const updateSettings = useCallback(
    (patch: Partial<StoryboardSettings>) => {
      const { format, captionStyle, ...rest } = patch;
      if (format || captionStyle) {
        setFormatChoice({
          format: format ?? formatChoice.format,
          captionStyle: captionStyle ?? formatChoice.captionStyle,
        });
      }
      setOwn((current) => ({ ...current, ...rest }));
    },
    [formatChoice, setFormatChoice],
  );

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
