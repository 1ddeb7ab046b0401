import { useId } from 'react';

import { ChevronDownIcon } from 'lucide-react';
import { inputStyles } from '@/components/ui/form/text-field';
import { cn } from '@/utils/cn';

export interface Presenter {
  name: string;
  imageUrl: string;
}

/** The presenter of every scene, as a compact select with the chosen one's portrait beside it. */
export function PresenterSelect({
  presenters,
  value,
  onChange,
  isLoading,
  error,
}: {
  presenters: Presenter[];
  value: string | null;
  onChange: (name: string) => void;
  isLoading: boolean;
  error: string | null;
}) {
  const id = useId();
  const chosen = presenters.find((presenter) => presenter.name === value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
        Presenter
      </label>
      <div className="flex items-center gap-3">
        {chosen ? (
          <img
            src={chosen.imageUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-xl border border-white/10 bg-navy-800 object-cover"
          />
        ) : (
          <span className="size-12 shrink-0 rounded-xl border border-dashed border-white/15" />
        )}
        <div className="relative min-w-0 flex-1">
          <select
            id={id}
            value={value ?? ''}
            disabled={isLoading || presenters.length === 0}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(inputStyles, 'appearance-none pr-10')}
          >
            {value ? null : (
              <option value="">{isLoading ? 'Loading presenters…' : 'Choose a presenter'}</option>
            )}
            {presenters.map((presenter) => (
              <option key={presenter.name} value={presenter.name}>
                {presenter.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-400"
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
