import { ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';

import { IMAGE_MODES, isImageMode } from '@/features/images/utils/image-modes';
import type { ImageMode } from '@/features/images/utils/image-modes';

/** Spec §2: the mode dropdown; changing it clears the uploaded images (the caller's job). */
export function ImageModeSelect({
  value,
  onChange,
  disabled,
}: {
  value: ImageMode;
  onChange: (mode: ImageMode) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
        Mode
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            if (isImageMode(event.target.value)) {
              onChange(event.target.value);
            }
          }}
          className="h-12 w-full appearance-none rounded-xl border border-white/10 bg-navy-950/60 pr-11 pl-4 text-base text-white shadow-inner shadow-black/20 transition-colors hover:border-white/20 focus:border-brand-400 focus:ring-2 focus:ring-brand-400/25 focus:outline-none disabled:opacity-60 sm:text-sm"
        >
          {IMAGE_MODES.map((mode) => (
            <option key={mode.value} value={mode.value} className="bg-navy-900">
              {mode.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  );
}
