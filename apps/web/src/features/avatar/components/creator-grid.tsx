import { CheckIcon } from 'lucide-react';
import { LIMITS, MESSAGES, languageName } from '@orato/shared';

import { Button } from '@/components/ui/button';
import type { Creator } from '@/features/avatar/api/list-creators';
import { cn } from '@/utils/cn';

export interface CreatorGridProps {
  creators: Creator[];
  selected: string | null;
  onSelect: (name: string) => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Marks the avatars that speak this language (the script's). */
  scriptLanguage?: string;
  /** Shows a "Create a photo avatar" tile first, which calls this. */
  onCreatePhoto?: () => void;
}

/** A page of avatar thumbnails (12 at a time), the chosen one highlighted, with Previous/Next. */
export function CreatorGrid({
  creators,
  selected,
  onSelect,
  page,
  onPageChange,
  scriptLanguage,
  onCreatePhoto,
}: CreatorGridProps) {
  const pageCount = Math.max(1, Math.ceil(creators.length / LIMITS.avatarsPerPage));
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const shown = creators.slice(
    current * LIMITS.avatarsPerPage,
    (current + 1) * LIMITS.avatarsPerPage,
  );

  return (
    <div>
      {/* the tile sits in the grid's first cell but is no avatar: the list holds only those */}
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 xl:grid-cols-6">
        {onCreatePhoto && current === 0 ? (
          <button
            type="button"
            onClick={onCreatePhoto}
            className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-400/40 bg-brand-400/5 p-2 text-center text-xs font-semibold text-brand-200 transition-colors hover:border-brand-300 hover:bg-brand-400/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 sm:text-sm"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              +
            </span>
            Create a photo avatar
          </button>
        ) : null}
        <ul aria-label="Avatars" role="list" className="contents">
          {shown.map((creator) => {
            const isSelected = creator.name === selected;
            const speaksScript = Boolean(scriptLanguage) && creator.language === scriptLanguage;
            return (
              <li key={creator.name} className="relative">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-describedby={speaksScript ? `speaks-${creator.name}` : undefined}
                  onClick={() => onSelect(creator.name)}
                  className={cn(
                    'group relative flex w-full flex-col overflow-hidden rounded-2xl border-2 bg-navy-950/60 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300',
                    isSelected
                      ? 'border-brand-400 shadow-lg shadow-brand-500/20'
                      : 'border-white/10 hover:border-white/30',
                  )}
                >
                  <img
                    src={creator.imageUrl}
                    alt=""
                    width={256}
                    height={256}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full bg-navy-800 object-cover"
                  />
                  <span
                    className={cn(
                      'truncate px-2 py-2 text-center text-xs font-medium sm:text-sm',
                      isSelected ? 'bg-brand-400/15 text-white' : 'text-slate-300',
                    )}
                  >
                    {creator.label ?? creator.name}
                  </span>
                  {creator.photo ? (
                    <span className="absolute bottom-10 left-2 rounded-full bg-navy-950/80 px-2 py-0.5 text-[10px] font-semibold text-white shadow sm:text-[11px]">
                      Photo
                    </span>
                  ) : null}
                  {isSelected ? (
                    <span
                      aria-hidden="true"
                      className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-brand-400 text-navy-950 shadow"
                    >
                      <CheckIcon className="size-4" />
                    </span>
                  ) : null}
                </button>
                {speaksScript && scriptLanguage ? (
                  // beside the button, so the button's name stays the avatar's name
                  <span
                    id={`speaks-${creator.name}`}
                    className="pointer-events-none absolute top-1.5 left-1.5 rounded-full bg-emerald-300 px-1.5 py-0.5 text-[10px] font-semibold whitespace-nowrap text-navy-950 shadow sm:top-2 sm:left-2 sm:px-2 sm:text-[11px]"
                  >
                    {/* a phone's card is narrow: the language alone says it */}
                    <span className="sm:hidden">{languageName(scriptLanguage)}</span>
                    <span className="hidden sm:inline">
                      {MESSAGES.avatar.speaksScriptLanguage(languageName(scriptLanguage))}
                    </span>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-5 flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={current === 0}
          onClick={() => onPageChange(current - 1)}
        >
          Previous
        </Button>
        <p className="text-sm text-slate-400 tabular-nums" aria-live="polite">
          {`Page ${current + 1} of ${pageCount}`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={current >= pageCount - 1}
          onClick={() => onPageChange(current + 1)}
        >
          Next
        </Button>
      </div>
    </div>
  );
}
