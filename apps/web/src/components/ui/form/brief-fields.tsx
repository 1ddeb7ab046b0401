import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { cn } from '@/utils/cn';

export interface Brief {
  audience: string;
  /** One point a line, as typed. */
  points: string;
  action: string;
}

/**
 * The optional brief under an idea (who it is for, the points, the next step), folded away until
 * asked for: one form piece for the avatar's script step and the storyboard's idea form.
 */
export function BriefFields({
  brief,
  onChange,
  pointsHint,
  examples,
  className,
}: {
  brief: Brief;
  onChange: (brief: Brief) => void;
  pointsHint: string;
  /** Placeholders that show what each field is for. */
  examples?: Brief;
  className?: string;
}) {
  return (
    <details
      className={cn('rounded-2xl border border-white/10 bg-navy-950/30 px-4 py-3', className)}
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-200">
        Add who it is for, your points and the next step{' '}
        <span className="font-normal text-slate-400">(optional)</span>
      </summary>
      <div className="mt-3 grid gap-3">
        <TextField
          label="Who it is for"
          name="audience"
          autoComplete="off"
          placeholder={examples?.audience}
          value={brief.audience}
          maxLength={120}
          onChange={(event) => onChange({ ...brief, audience: event.target.value })}
        />
        <TextareaField
          label="The points to make"
          name="points"
          hint={pointsHint}
          placeholder={examples?.points}
          rows={4}
          value={brief.points}
          onChange={(event) => onChange({ ...brief, points: event.target.value })}
        />
        <TextField
          label="What the viewer should do next"
          name="action"
          autoComplete="off"
          placeholder={examples?.action}
          value={brief.action}
          maxLength={160}
          onChange={(event) => onChange({ ...brief, action: event.target.value })}
        />
      </div>
    </details>
  );
}
