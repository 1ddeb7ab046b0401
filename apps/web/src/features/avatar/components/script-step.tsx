import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { MESSAGES, languageName } from '@orato/shared';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { BriefFields, type Brief } from '@/components/ui/form/brief-fields';
import { TextField } from '@/components/ui/form/text-field';
import { useToast } from '@/components/ui/toast';
import { pointsFromLines, useGenerateScript } from '@/features/avatar/api/generate-script';
import { useScriptWriter } from '@/features/avatar/api/get-script-writer';
import { useAvatarQuote } from '@/features/avatar/api/quote-avatar-video';
import { AvatarEstimate } from '@/features/avatar/components/avatar-estimate';
import { WizardPanel } from '@/features/avatar/components/wizard-panel';
import { errorText } from '@/utils/error-text';

export interface ScriptStepProps {
  idea: string;
  onIdeaChange: (idea: string) => void;
  script: string;
  /** A new draft arrived for `topic` (the idea as it was sent). */
  onScript: (topic: string, script: string) => void;
  onNext: () => void;
  focusOnMount: boolean;
}

/** Step 1 'AI Script': a one-line idea, Generate Script / Regenerate, the draft and Next. */
/** What each brief field is for, by example. */
const BRIEF_EXAMPLES: Brief = {
  audience: 'e.g. new employees',
  points: 'e.g. Your badge is waiting at reception\nLunch with the team is on Thursday',
  action: 'e.g. come and say hello on the third floor',
};

export function ScriptStep({
  idea,
  onIdeaChange,
  script,
  onScript,
  onNext,
  focusOnMount,
}: ScriptStepProps) {
  const toast = useToast();
  const generate = useGenerateScript();
  const [ideaError, setIdeaError] = useState<string>();
  const ideaRef = useRef<HTMLInputElement>(null);
  const [nextError, setNextError] = useState<string>();
  const [note, setNote] = useState<string>();
  const [brief, setBrief] = useState<Brief>({ audience: '', points: '', action: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const topic = idea.trim();
    if (!topic) {
      setIdeaError(MESSAGES.avatar.ideaRequired);
      ideaRef.current?.focus();
      return;
    }
    const given = {
      audience: brief.audience.trim(),
      points: pointsFromLines(brief.points),
      action: brief.action.trim(),
    };
    generate.mutate(
      // Regenerate names the script it replaces, so the new one is never the same words
      { topic, ...given, ...(script ? { previous: script } : {}) },
      {
        onSuccess: (draft) => {
          setNextError(undefined);
          setNote(draft.note);
          onScript(topic, draft.script);
        },
        onError: (error) => toast.error(errorText(error, MESSAGES.avatar.scriptFailed)),
      },
    );
  };

  const next = () => {
    if (!script) {
      setNextError(MESSAGES.avatar.scriptFirstForNext);
      return;
    }
    onNext();
  };

  // the server's quote in the voice the avatar step suggests first; the avatar step says so if
  // the presenter chosen there changes it
  const quote = useAvatarQuote(null, script).data;
  const writer = useScriptWriter().data;

  return (
    <WizardPanel
      title="AI Script"
      intro="Describe your video in one line. We'll draft a script you can regenerate until it feels right."
      focusOnMount={focusOnMount}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          ref={ideaRef}
          label="Your idea"
          name="topic"
          autoComplete="off"
          placeholder="e.g. Three tips for a calmer morning routine"
          value={idea}
          maxLength={500}
          error={ideaError}
          onChange={(event) => {
            onIdeaChange(event.target.value);
            setIdeaError(undefined);
          }}
          className="flex-1"
        />
        <Button
          type="submit"
          size="lg"
          aria-busy={generate.isPending}
          disabled={generate.isPending}
          className="sm:mt-7"
        >
          {generate.isPending ? <BusyIcon /> : <SparklesIcon className="size-5" />}
          {script ? 'Regenerate' : 'Generate Script'}
        </Button>
      </form>
      <BriefFields
        brief={brief}
        onChange={setBrief}
        pointsHint="One per line, in the order they should be said (up to 6)."
        examples={BRIEF_EXAMPLES}
        className="group mt-4"
      />
      {writer ? (
        <p className="mt-2 text-sm text-slate-400" data-testid="script-languages">
          {MESSAGES.avatar.scriptLanguages(writer.languages?.map(languageName) ?? null)}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-400" data-testid="script-writer-kinds">
        {MESSAGES.avatar.scriptWriterKinds}
      </p>

      <div className="mt-6">
        <h3 className="text-sm font-medium text-slate-200">Script</h3>
        {script ? (
          <div
            role="region"
            aria-label="Generated script"
            aria-busy={generate.isPending}
            className="mt-1.5 max-h-80 overflow-y-auto rounded-2xl border border-white/10 bg-navy-950/60 p-4 text-base leading-relaxed whitespace-pre-wrap text-slate-100 sm:p-5"
          >
            {script}
          </div>
        ) : (
          <p className="mt-1.5 rounded-2xl border border-dashed border-white/15 bg-navy-950/30 px-4 py-10 text-center text-sm text-slate-500">
            {generate.isPending
              ? 'Writing your script…'
              : 'Your script will appear here. Generate it from your idea above.'}
          </p>
        )}
        {script && note ? (
          <p role="note" className="mt-3 text-sm text-amber-200">
            {note}
          </p>
        ) : null}
        {script ? <AvatarEstimate quote={quote} className="mt-3" /> : null}
      </div>

      <div className="mt-8 flex flex-col gap-3 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-end">
        {nextError ? <Alert className="sm:mr-auto sm:py-2">{nextError}</Alert> : null}
        <Button size="lg" onClick={next} className="w-full sm:w-auto">
          Next
          <ArrowRightIcon className="size-5" />
        </Button>
      </div>
    </WizardPanel>
  );
}
