import type { ScriptBrief, StoryboardInput, StoryboardStatusResponse } from '@orato/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { useDraftStoryboard } from '@/features/storyboard/api/draft-storyboard';
import { useStartStoryboard } from '@/features/storyboard/api/start-storyboard';
import { IdeaForm } from '@/features/storyboard/components/idea-form';
import type { Presenter } from '@/features/storyboard/components/presenter-select';
import { RenderView } from '@/features/storyboard/components/render-view';
import { StoryboardEditorView } from '@/features/storyboard/components/storyboard-editor-view';
import { useStoryboardEditor } from '@/features/storyboard/hooks/use-storyboard-editor';
import { editorScene, libraryScene } from '@/features/storyboard/utils/editor-scenes';
import type { RenderBlock } from '@/features/storyboard/utils/render-block';
import { readLibraryScene } from '@/lib/storyboard-scene-link';
import { errorText, isNotEnoughCredits } from '@/utils/error-text';

export interface StoryboardStudioProps {
  presenters: { list: Presenter[]; isLoading: boolean; error: string | null };
  /** The account's balance, when known: the render button says when it is short. */
  credits: number | undefined;
  /** A storyboard still rendering that the page should show (found after a reload). */
  runningId?: string | undefined;
  /** Credits moved: held at the start, settled at the end. */
  onCreditsChanged: () => void;
}

/** The Storyboard tool: idea → scenes → render, the render's id kept in the URL (`?id=`). */
export function StoryboardStudio({
  presenters,
  credits,
  runningId,
  onCreditsChanged,
}: StoryboardStudioProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get('id');
  const editor = useStoryboardEditor();
  const { settings, setScenes, updateSettings } = editor;
  const [isEditing, setIsEditing] = useState(false);
  const draft = useDraftStoryboard();
  const start = useStartStoryboard();
  const [startError, setStartError] = useState<RenderBlock | null>(null);
  // the scene whose line takes the focus when it appears (one made from a Library item)
  const [focusKey, setFocusKey] = useState<string | null>(null);

  // the first presenter until the user picks one
  const firstPresenter = presenters.list[0]?.name;
  useEffect(() => {
    if (!settings.creatorName && firstPresenter) {
      updateSettings({ creatorName: firstPresenter });
    }
  }, [settings.creatorName, firstPresenter, updateSettings]);

  // "Use in… → Storyboard": a new scene with the Library item, once; the link leaves the URL so a
  // reload or going back does not add it again
  const asked = readLibraryScene(searchParams);
  const askedKind = asked?.kind;
  const askedId = asked?.libraryItemId;
  const takenScene = useRef<string | null>(null);
  useEffect(() => {
    if (!askedKind || !askedId || takenScene.current === askedId) {
      return;
    }
    takenScene.current = askedId;
    const scene = libraryScene(askedKind, askedId);
    // the page opens afresh from the Library, so the scene starts the storyboard
    setScenes([scene]);
    setFocusKey(scene.key);
    setIsEditing(true);
    setSearchParams({}, { replace: true });
  }, [askedKind, askedId, setScenes, setSearchParams]);

  // a page opened without an id finds the storyboard still rendering, once (not after "New")
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !runningId) {
      return;
    }
    resumed.current = true;
    if (!id && !isEditing && !askedId) {
      setSearchParams({ id: runningId }, { replace: true });
    }
  }, [runningId, id, isEditing, askedId, setSearchParams]);

  const showRender = (storyboardId: string) => setSearchParams({ id: storyboardId });

  const onDraft = (idea: string, isScript: boolean, brief: ScriptBrief) =>
    draft.mutate(
      { idea, isScript, ...brief },
      {
        onSuccess: (response) => {
          setScenes(response.scenes.map(editorScene));
          setIsEditing(true);
        },
      },
    );

  const onRender = (input: StoryboardInput) => {
    setStartError(null);
    start.mutate(input, {
      onSuccess: (storyboardId) => {
        onCreditsChanged();
        showRender(storyboardId);
      },
      onError: (error) =>
        setStartError({
          reason: errorText(error, 'The storyboard could not be started. Please try again.'),
          needsCredits: isNotEnoughCredits(error),
        }),
    });
  };

  const onEdit = (status: StoryboardStatusResponse) => {
    setScenes(
      [...status.scenes]
        .filter((scene) => scene.state !== 'DROPPED')
        .sort((a, b) => a.position - b.position)
        .map(editorScene),
    );
    updateSettings({ title: status.title ?? '', creatorName: status.creatorName });
    setIsEditing(true);
    start.reset();
    setSearchParams({});
  };

  const onNew = () => {
    setScenes([]);
    updateSettings({ title: '' });
    setIsEditing(false);
    draft.reset();
    start.reset();
    setSearchParams({});
  };

  if (id) {
    return <RenderView id={id} onEdit={onEdit} onNew={onNew} onCreditsChanged={onCreditsChanged} />;
  }
  if (!isEditing) {
    return (
      <div className="flex flex-col gap-4">
        <IdeaForm
          isDrafting={draft.isPending}
          error={
            draft.isError
              ? errorText(draft.error, 'The scenes could not be written. Please try again.')
              : null
          }
          onDraft={onDraft}
        />
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            setScenes([]);
            editor.addScene();
            setIsEditing(true);
          }}
        >
          Or start from an empty scene
        </Button>
      </div>
    );
  }
  return (
    <StoryboardEditorView
      editor={editor}
      focusKey={focusKey}
      presenters={presenters}
      credits={credits}
      isStarting={start.isPending}
      startError={startError}
      onRender={onRender}
      onStartOver={onNew}
    />
  );
}
