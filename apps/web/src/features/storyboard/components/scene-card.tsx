import { MESSAGES, STORYBOARD_PREVIEW_COPY } from '@orato/shared';
import type { SceneQuote } from '@orato/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Play, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form/textarea-field';
import type { Presenter } from '@/features/storyboard/components/presenter-select';
import { ScenePreviewDialog } from '@/features/storyboard/components/scene-preview-dialog';
import { SceneVoiceField } from '@/features/storyboard/components/scene-voice-field';
import { VisualPicker } from '@/features/storyboard/components/visual-picker';
import type { ScenePatch } from '@/features/storyboard/hooks/use-storyboard-editor';
import { sceneProblem, speaksRecording } from '@/features/storyboard/utils/editor-scenes';
import type { EditorScene } from '@/features/storyboard/utils/editor-scenes';
import { cn } from '@/utils/cn';

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:pointer-events-none disabled:opacity-40';

/** A scene's length and price; exact (no "≈") when it speaks a recording of known length. */
function SceneQuoteLine({ quote, exact }: { quote: SceneQuote | undefined; exact: boolean }) {
  if (!quote) {
    return null;
  }
  return (
    <span className="text-xs text-slate-400 tabular-nums">
      {`${exact ? '' : '≈ '}${quote.seconds} s · `}
      {quote.reused ? (
        <span className="font-semibold text-emerald-300">reused, 0 credits</span>
      ) : (
        `${quote.credits} credits`
      )}
    </span>
  );
}

export interface SceneCardProps {
  scene: EditorScene;
  index: number;
  count: number;
  quote: SceneQuote | undefined;
  /** The storyboard's presenter (on camera, or in the bubble), for the scene's preview. */
  presenter: Presenter | undefined;
  bubble: boolean;
  /** Whether the line takes the focus when the card appears (a scene the user just asked for). */
  focusLine?: boolean;
  onChange: (patch: ScenePatch) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
}

/** One scene: its number, line, visual, price; dragged by its handle, or moved with the arrows. */
export function SceneCard({
  scene,
  index,
  count,
  quote,
  presenter,
  bubble,
  focusLine = false,
  onChange,
  onRemove,
  onMove,
}: SceneCardProps) {
  const position = index + 1;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: scene.key });
  const lineRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusLine) {
      lineRef.current?.focus();
    }
  }, [focusLine]);
  const problem = sceneProblem(scene);
  const [previewing, setPreviewing] = useState(false);
  // a scene of an earlier render is offered a fresh take; any other is made fresh anyway
  const canRegenerate = quote?.reused === true || scene.regenerate;
  const ownVoice = speaksRecording(scene);

  return (
    <li
      ref={setNodeRef}
      data-scene-index={index}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      className={cn(
        'relative rounded-3xl border bg-gradient-to-b from-navy-800 to-navy-900 p-4 sm:p-5',
        isDragging ? 'z-10 border-brand-400/70 shadow-2xl shadow-black/50' : 'border-white/10',
      )}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder scene ${position}`}
          className={cn(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-3">
          <h3 className="text-sm font-semibold text-white">{`Scene ${position}`}</h3>
          <SceneQuoteLine quote={quote} exact={ownVoice && !quote?.reused} />
        </div>
        <button
          type="button"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={`Move scene ${position} up`}
          className={iconButton}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
          aria-label={`Move scene ${position} down`}
          className={iconButton}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Delete scene ${position}`}
          className={cn(iconButton, 'hover:bg-rose-500/15 hover:text-rose-200')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>

      <div className="mt-4 flex flex-col gap-4">
        <TextareaField
          ref={lineRef}
          label={ownVoice ? MESSAGES.ownVoice.sceneWordsLabel(position) : `Scene ${position} line`}
          labelAside={
            ownVoice ? <span className="text-xs text-slate-500">(optional)</span> : undefined
          }
          hint={
            ownVoice
              ? scene.line.trim()
                ? 'They become the captions, timed to your voice.'
                : MESSAGES.ownVoice.noCaptionsNote
              : undefined
          }
          rows={3}
          value={scene.line}
          placeholder={
            ownVoice ? 'The words said in your recording' : 'What the presenter says in this scene'
          }
          onChange={(event) => onChange({ line: event.target.value })}
        />
        <VisualPicker scene={scene} position={position} onChange={onChange} />
        {scene.kind === 'presenter' ? (
          <SceneVoiceField scene={scene} position={position} onChange={onChange} />
        ) : null}
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 px-3"
          aria-label={STORYBOARD_PREVIEW_COPY.openLabel(position)}
          onClick={() => setPreviewing(true)}
        >
          <Play aria-hidden="true" className="size-4" />
          {STORYBOARD_PREVIEW_COPY.open}
        </Button>
        {problem ? <p className="text-xs font-medium text-amber-200">{problem}</p> : null}
        {canRegenerate ? (
          <label className="ml-auto inline-flex cursor-pointer items-center gap-2 text-xs text-slate-300">
            <input
              type="checkbox"
              checked={scene.regenerate}
              onChange={(event) => onChange({ regenerate: event.target.checked })}
              className="size-4 accent-brand-400"
            />
            Regenerate this scene
          </label>
        ) : null}
      </div>
      <ScenePreviewDialog
        scene={scene}
        index={index}
        quote={quote}
        presenter={presenter}
        bubble={bubble}
        open={previewing}
        onClose={() => setPreviewing(false)}
      />
    </li>
  );
}
