import { SquareArrowOutUpRightIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { libraryPickState, type LibraryPick } from '@/lib/library-pick';
import { cn } from '@/utils/cn';

/** The tools a Library image can be handed to, and where each one lives. */
const TOOLS = [
  { label: 'Nano Banana', href: paths.dashboard.nanoBanana.getHref() },
  { label: 'VEO', href: paths.dashboard.veoGenerator.getHref() },
] as const;

/**
 * Issue #22 "Use in…" on a Library image: opens the chosen tool with the image as its input. The
 * tool asks the server to copy the file, so nothing is uploaded again.
 */
export function UseInMenu({
  image,
  label,
  className,
  revealClassName,
}: {
  image: LibraryPick;
  label: string;
  /** Where the button sits on the tile. */
  className?: string;
  /** When the button shows while the menu is closed (on hover, say). */
  revealClassName?: string;
}) {
  const navigate = useNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);

  return (
    // not positioned itself: the button and the menu sit on the tile, the menu across its width
    <div
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-label={`Use ${label} in…`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title="Use in…"
        className={cn(
          'absolute inline-flex size-9 items-center justify-center rounded-full bg-navy-950/75 text-white ring-1 ring-white/20 backdrop-blur-sm hover:bg-navy-800',
          className,
          // an open menu keeps its button shown when the pointer leaves the tile
          !open && revealClassName,
        )}
      >
        <SquareArrowOutUpRightIcon className="size-4" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Use in…"
          className="absolute inset-x-2 top-12 z-10 rounded-xl border border-white/15 bg-navy-900 p-1 shadow-xl"
        >
          <p className="px-3 pt-1.5 pb-1 text-[11px] font-medium tracking-wide text-slate-400 uppercase">
            Use in…
          </p>
          {TOOLS.map((tool) => (
            <button
              key={tool.label}
              type="button"
              role="menuitem"
              onClick={() => void navigate(tool.href, { state: libraryPickState(image) })}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm text-white hover:bg-white/10 focus-visible:bg-white/10"
            >
              {tool.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
