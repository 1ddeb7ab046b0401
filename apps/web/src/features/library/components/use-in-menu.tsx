import { SquareArrowOutUpRightIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { libraryPickState, type LibraryPick } from '@/lib/library-pick';
import { storyboardSceneHref } from '@/lib/storyboard-scene-link';
import { cn } from '@/utils/cn';

/** A tool a Library item can be handed to: where it lives, and what the route carries there. */
export interface UseInTool {
  label: string;
  href: string;
  state?: unknown;
}

/**
 * A Library image: an input of Nano Banana or VEO (route state, the tool asks the server to copy
 * the file), or a still scene of a new storyboard (a query parameter the page reads once).
 */
export const imageTools = (image: LibraryPick): UseInTool[] => [
  {
    label: 'Nano Banana',
    href: paths.dashboard.nanoBanana.getHref(),
    state: libraryPickState(image),
  },
  { label: 'VEO', href: paths.dashboard.veoGenerator.getHref(), state: libraryPickState(image) },
  { label: 'Storyboard', href: storyboardSceneHref('still', image.id) },
];

/** A VEO clip of the Library: a shot scene of a new storyboard. */
export const clipTools = (videoId: string): UseInTool[] => [
  { label: 'Storyboard', href: storyboardSceneHref('shot', videoId) },
];

const PLACEMENT = {
  // on an image tile: the button at a corner, the menu across the tile's width
  tile: {
    wrapper: undefined,
    button:
      'absolute size-9 rounded-full bg-navy-950/75 text-white ring-1 ring-white/20 backdrop-blur-sm hover:bg-navy-800',
    menu: 'absolute inset-x-2 top-12',
  },
  // in a video row: the button beside Share and Download, the menu under it
  row: {
    wrapper: 'relative shrink-0',
    button:
      'size-10 rounded-full text-slate-300 transition-colors hover:bg-white/10 hover:text-white',
    menu: 'absolute top-11 right-0 w-48',
  },
} as const;

/**
 * Issue #22 "Use in…" on a Library item: opens the chosen tool with the item as its input. The
 * tool asks the server to copy or check the file, so nothing is uploaded again.
 */
export function UseInMenu({
  tools,
  label,
  placement = 'tile',
  className,
  revealClassName,
}: {
  tools: UseInTool[];
  label: string;
  placement?: keyof typeof PLACEMENT;
  /** Where the button sits on the tile. */
  className?: string;
  /** When the button shows while the menu is closed (on hover, say). */
  revealClassName?: string;
}) {
  const navigate = useNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const styles = PLACEMENT[placement];

  return (
    // on a tile not positioned itself: the button and the menu sit on the tile
    <div
      className={styles.wrapper}
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
          'inline-flex items-center justify-center',
          styles.button,
          className,
          // an open menu keeps its button shown when the pointer leaves the tile
          !open && revealClassName,
        )}
      >
        <SquareArrowOutUpRightIcon className={placement === 'row' ? 'size-5' : 'size-4'} />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Use in…"
          className={cn(
            'z-10 rounded-xl border border-white/15 bg-navy-900 p-1 shadow-xl',
            styles.menu,
          )}
        >
          <p className="px-3 pt-1.5 pb-1 text-[11px] font-medium tracking-wide text-slate-400 uppercase">
            Use in…
          </p>
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              role="menuitem"
              onClick={() => void navigate(tool.href, { state: tool.state })}
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
