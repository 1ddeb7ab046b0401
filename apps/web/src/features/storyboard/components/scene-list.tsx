import { STORYBOARD_LIMITS } from '@orato/shared';
import type { SceneQuote } from '@orato/shared';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { Presenter } from '@/features/storyboard/components/presenter-select';
import { SceneCard } from '@/features/storyboard/components/scene-card';
import type { StoryboardEditor } from '@/features/storyboard/hooks/use-storyboard-editor';

const screenReaderInstructions = {
  draggable:
    'To move a scene, press Space or Enter on its handle, use the up and down arrow keys to choose its place, then press Space or Enter again to drop it, or Escape to cancel.',
};

/** The scenes in order: sortable by drag and drop (pointer or keyboard) and by the arrow buttons. */
export function SceneList({
  editor,
  quotes,
  presenter,
  focusKey,
}: {
  editor: StoryboardEditor;
  quotes: SceneQuote[] | undefined;
  /** The chosen presenter, for the scenes' previews. */
  presenter?: Presenter | undefined;
  /** The scene whose line takes the focus when it appears. */
  focusKey?: string | null | undefined;
}) {
  const { scenes, moveScene } = editor;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = scenes.map((scene) => scene.key);
  const place = (id: UniqueIdentifier | undefined) => keys.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up scene ${place(active.id)} of ${keys.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Scene ${place(active.id)} is over place ${place(over.id)} of ${keys.length}.`
        : `Scene ${place(active.id)} is no longer over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Scene ${place(active.id)} moved to place ${place(over.id)} of ${keys.length}.`
        : `Scene ${place(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled. Scene ${place(active.id)} stays where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) {
      moveScene(place(active.id) - 1, place(over.id) - 1);
    }
  };

  const isFull = scenes.length >= STORYBOARD_LIMITS.maxScenes;

  return (
    <section aria-labelledby="scenes-heading" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="scenes-heading" className="text-lg font-semibold text-white">
          Scenes
        </h2>
        <p className="text-xs text-slate-400 tabular-nums">
          {`${scenes.length} of ${STORYBOARD_LIMITS.maxScenes}`}
        </p>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol aria-label="Scenes" className="flex flex-col gap-4">
            {scenes.map((scene, index) => (
              <SceneCard
                key={scene.key}
                scene={scene}
                index={index}
                count={scenes.length}
                quote={quotes?.[index]}
                presenter={presenter}
                bubble={editor.settings.bubble}
                focusLine={scene.key === focusKey}
                onChange={(patch) => editor.updateScene(scene.key, patch)}
                onRemove={() => editor.removeScene(scene.key)}
                onMove={(to) => moveScene(index, to)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button
        variant="secondary"
        onClick={editor.addScene}
        disabled={isFull}
        className="self-start"
      >
        <Plus aria-hidden="true" className="size-4" />
        {isFull ? `${STORYBOARD_LIMITS.maxScenes} scenes is the most` : 'Add scene'}
      </Button>
    </section>
  );
}
