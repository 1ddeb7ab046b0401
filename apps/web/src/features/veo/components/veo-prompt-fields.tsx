import { LIMITS } from '@orato/shared';

import { TextareaField } from '@/components/ui/form/textarea-field';
import type { VeoPrompt } from '@/features/veo/hooks/use-veo-prompt';
import { cn } from '@/utils/cn';
import { formatCount } from '@/utils/format-number';

/** The prompt, with its word count against the limit, and the optional negative prompt. */
export function VeoPromptFields({
  prompt: { setField, text, error, change, isOverLimit, words, negative, setNegative },
}: {
  prompt: VeoPrompt;
}) {
  return (
    <>
      <TextareaField
        ref={setField}
        label="Prompt"
        name="prompt"
        rows={7}
        placeholder="A slow aerial shot over a misty pine forest at sunrise, golden light breaking through the trees…"
        value={text}
        error={error}
        onChange={(event) => change(event.target.value)}
        labelAside={
          <span
            className={cn(
              'text-xs tabular-nums',
              isOverLimit ? 'font-semibold text-rose-300' : 'text-slate-400',
            )}
          >
            {`${formatCount(words)} / ${LIMITS.veoPromptMaxWords} words`}
          </span>
        }
      />
      <TextareaField
        label="Negative prompt"
        name="negative_prompt"
        rows={3}
        placeholder="What to keep out of the video: text overlays, blur, people…"
        value={negative}
        onChange={(event) => setNegative(event.target.value)}
        labelAside={<span className="text-xs text-slate-500">Optional</span>}
      />
    </>
  );
}
