import type { ScriptBrief, StoryboardInput, StoryboardStatusResponse } from '@orato/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { useDraftStoryboard } from '@/features/storyboard/api/draft-storyboard';
import { getSavedDraft, useDeleteSavedDraft } from '@/features/storyboard/api/saved-drafts';
import { useStartStoryboard } from '@/features/storyboard/api/start-storyboard';
import { IdeaForm } from '@/features/storyboard/components/idea-form';
import type { Presenter } from '@/features/storyboard/components/presenter-select';
import { RenderView } from '@/features/storyboard/components/render-view';
import { SavedDraftList } from '@/features/storyboard/components/saved-draft-list';
import { StoryboardEditorView } from '@/features/storyboard/components/storyboard-editor-view';
import {
  useDraftAutosave,
  type AutosaveState,
} from '@/features/storyboard/hooks/use-draft-autosave';
import { useStoryboardEditor } from '@/features/storyboard/hooks/use-storyboard-editor';
import {
  editorScene,
  libraryScene,
  savedDraftInput,
} from '@/features/storyboard/utils/editor-scenes';
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
  const { scenes, settings, setScenes, updateSettings } = editor;
  const [isEditing, setIsEditing] = useState(false);
  // what is being edited is saved on the server as it changes: a reload or another device
  // continues it from the list
  const draftContent = useMemo(() => savedDraftInput(scenes, settings), [scenes, settings]);
  const autosave = useDraftAutosave(draftContent, isEditing && !id);
  const { attach } = autosave;
  const deleteDraft = useDeleteSavedDraft();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
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
    // the page opens afresh from the Library, so the scene starts the storyboard (a new draft)
    attach(null);
    setScenes([scene]);
    setFocusKey(scene.key);
    setIsEditing(true);
    setSearchParams({}, { replace: true });
  }, [askedKind, askedId, setScenes, setSearchParams, attach]);

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
          attach(null);
          setScenes(response.scenes.map(editorScene));
          setIsEditing(true);
        },
      },
    );

  const onContinue = (draftId: string) => {
    setOpeningId(draftId);
    setOpenError(null);
    getSavedDraft(draftId)
      .then((saved) => {
        const opened = saved.scenes.map(editorScene);
        const openedSettings = {
          title: saved.title,
          creatorName: saved.creatorName,
          bubble: saved.bubble,
          burnCaptions: saved.burnCaptions,
          format: saved.format ?? settings.format,
          captionStyle: saved.captionStyle ?? settings.captionStyle,
        };
        attach(saved.id, savedDraftInput(opened, openedSettings));
        setScenes(opened);
        updateSettings(openedSettings);
        setIsEditing(true);
      })
      .catch((error: unknown) =>
        setOpenError(errorText(error, 'The draft could not be opened. Please try again.')),
      )
      .finally(() => setOpeningId(null));
  };

  const onRender = (input: StoryboardInput) => {
    setStartError(null);
    start.mutate(input, {
      onSuccess: (storyboardId) => {
        onCreditsChanged();
        // a rendered draft is done: it leaves the list
        const rendered = autosave.draftId.current;
        attach(null);
        if (rendered) {
          deleteDraft.mutate(rendered);
        }
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
    attach(null);
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
    // the draft stays listed to continue later
    attach(null);
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
        <SavedDraftList onContinue={onContinue} openingId={openingId} />
        {openError ? (
          <p role="alert" className="text-sm text-rose-300">
            {openError}
          </p>
        ) : null}
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
            attach(null);
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
    <div className="flex flex-col gap-2">
      <DraftSaveLine state={autosave.state} />
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
    </div>
  );
}

const SAVE_WORDS: Record<AutosaveState, string> = {
  idle: 'Changes are saved as a draft as you edit.',
  saving: 'Saving draft…',
  saved: 'Draft saved. Continue it later from the Storyboard page, on any device.',
  failed:
    'The draft could not be saved. Your changes are kept here; it will try again as you edit.',
};

/** Where the autosave stands, said quietly above the editor. */
function DraftSaveLine({ state }: { state: AutosaveState }) {
  return (
    <p
      aria-live="polite"
      data-testid="draft-save-state"
      className={state === 'failed' ? 'text-sm text-amber-200' : 'text-sm text-slate-400'}
    >
      {SAVE_WORDS[state]}
    </p>
  );
}
