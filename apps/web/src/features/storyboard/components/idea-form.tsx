import { STORYBOARD_LIMITS, type ScriptBrief } from '@orato/shared';
import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { BriefFields, type Brief } from '@/components/ui/form/brief-fields';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { cn } from '@/utils/cn';

/** Step one: an idea for the writer to turn into scenes, or a script to split as written. */
export function IdeaForm({
  isDrafting,
  error,
  onDraft,
}: {
  isDrafting: boolean;
  error: string | null;
  onDraft: (idea: string, isScript: boolean, brief: ScriptBrief) => void;
}) {
  const [idea, setIdea] = useState('');
  const [isScript, setIsScript] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [brief, setBrief] = useState<Brief>({ audience: '', points: '', action: '' });
  const ref = useRef<HTMLTextAreaElement>(null);
  const isOver = idea.length > STORYBOARD_LIMITS.ideaMaxCharacters;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = idea.trim();
    if (!text || isOver) {
      setFieldError(
        text
          ? `Please keep it under ${STORYBOARD_LIMITS.ideaMaxCharacters} characters.`
          : isScript
            ? 'Paste your script first.'
            : 'Write your idea first.',
      );
      ref.current?.focus();
      return;
    }
    setFieldError(null);
    // a pasted script is split as written; the brief only shapes a script the writer drafts
    const lines = brief.points
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const given: ScriptBrief = isScript
      ? {}
      : {
          ...(brief.audience.trim() ? { audience: brief.audience.trim() } : {}),
          ...(lines.length > 0 ? { points: lines } : {}),
          ...(brief.action.trim() ? { action: brief.action.trim() } : {}),
        };
    onDraft(text, isScript, given);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Idea"
      className="flex flex-col gap-4 rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
    >
      <label className="inline-flex cursor-pointer items-center gap-2 self-start text-sm text-slate-200">
        <input
          type="checkbox"
          checked={isScript}
          onChange={(event) => setIsScript(event.target.checked)}
          className="size-4 accent-brand-400"
        />
        I have a script
      </label>
      <TextareaField
        ref={ref}
        label={isScript ? 'Your script' : 'Your idea'}
        rows={isScript ? 9 : 4}
        value={idea}
        placeholder={
          isScript
            ? 'Paste your script. Each sentence or two becomes a scene, in the order written.'
            : 'A 45-second explainer on why small teams ship faster, for founders'
        }
        error={fieldError ?? error ?? undefined}
        onChange={(event) => {
          setIdea(event.target.value);
          setFieldError(null);
        }}
        labelAside={
          <span
            className={cn(
              'text-xs tabular-nums',
              isOver ? 'font-semibold text-rose-300' : 'text-slate-400',
            )}
          >
            {`${idea.length} / ${STORYBOARD_LIMITS.ideaMaxCharacters}`}
          </span>
        }
        hint={
          isScript
            ? 'Split as written, not rewritten: you choose each scene’s visual next.'
            : 'The writer drafts the lines and proposes a visual for each scene. Nothing is charged yet.'
        }
      />
      {isScript ? null : (
        <BriefFields
          brief={brief}
          onChange={setBrief}
          pointsHint="One per line: each point becomes a scene, in this order (up to 6)."
        />
      )}
      <Button
        type="submit"
        size="lg"
        disabled={isDrafting}
        aria-busy={isDrafting}
        className="w-full sm:w-auto sm:self-end"
      >
        {isDrafting ? <BusyIcon /> : <Sparkles aria-hidden="true" className="size-5" />}
        Make scenes
      </Button>
    </form>
  );
}
