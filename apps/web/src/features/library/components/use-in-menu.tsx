import { SquareArrowOutUpRightIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { libraryPickState, type LibraryPick } from '@/lib/library-pick';
import { storyboardSceneHref } from '@/lib/storyboard-scene-link';
import { cn } from '@/utils/cn';

/** A tool a Library item can be handed to: where it lives, and what the route carries there. */
export type UseInTool = { label: string } & (
  | { href: string; state?: unknown }
  /** A tool that opens here (a dialog) rather than on its own page. */
  | { onSelect: () => void }
);

/**
 * A Library image: an input of Nano Banana or VEO (route state, the tool asks the server to copy
 * the file), or a still scene of a new storyboard (a query parameter the page reads once).
 */
export const imageTools = (image: LibraryPick, onThumbnail: () => void): UseInTool[] => [
  {
    label: 'Nano Banana',
    href: paths.dashboard.nanoBanana.getHref(),
    state: libraryPickState(image),
  },
  { label: 'VEO', href: paths.dashboard.veoGenerator.getHref(), state: libraryPickState(image) },
  { label: 'Storyboard', href: storyboardSceneHref('still', image.id) },
  { label: 'Video thumbnail…', onSelect: onThumbnail },
];

/** A VEO clip of the Library: a shot scene of a new storyboard. */
export const clipTools = (videoId: string): UseInTool[] => [
  { label: 'Storyboard', href: storyboardSceneHref('shot', videoId) },
];

const BUTTON = {
  // on an image tile: the button at a corner, shown over the picture
  tile: 'absolute size-9 rounded-full bg-navy-950/75 text-white ring-1 ring-white/20 backdrop-blur-sm hover:bg-navy-800',
  // in a video row: the button beside Share and Download
  row: 'size-9 shrink-0 rounded-full text-slate-300 transition-colors hover:bg-white/10 hover:text-white sm:size-10',
} as const;

const MENU_WIDTH = 192;
const MENU_GAP = 4;

/**
 * Where the open menu goes: fixed to the window under its button (above it when the window has no
 * room below), so the Library's scrolling lists and small tiles do not cut it off.
 */
function menuPlace(button: HTMLElement, itemCount: number): CSSProperties {
  const rect = button.getBoundingClientRect();
  const height = 32 + itemCount * 36;
  const left = Math.max(8, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8));
  const below = rect.bottom + MENU_GAP + height <= window.innerHeight;
  return below
    ? { position: 'fixed', left, top: rect.bottom + MENU_GAP, width: MENU_WIDTH }
    : {
        position: 'fixed',
        left,
        bottom: window.innerHeight - rect.top + MENU_GAP,
        width: MENU_WIDTH,
      };
}

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
  placement?: keyof typeof BUTTON;
  /** Where the button sits on the tile. */
  className?: string;
  /** When the button shows while the menu is closed (on hover, say). */
  revealClassName?: string;
}) {
  const navigate = useNavigate();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const open = place !== null;
  const toggle = () =>
    setPlace((current) =>
      current || !buttonRef.current ? null : menuPlace(buttonRef.current, tools.length),
    );
  const close = () => setPlace(null);

  // a fixed menu would drift from its button: scrolling or resizing closes it
  useEffect(() => {
    if (!open) {
      return;
    }
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  return (
    <div
      className={placement === 'row' ? 'shrink-0' : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          close();
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          close();
        }
      }}
    >
      <button
        type="button"
        ref={buttonRef}
        onClick={toggle}
        aria-label={`Use ${label} in…`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title="Use in…"
        className={cn(
          'inline-flex items-center justify-center',
          BUTTON[placement],
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
          style={place}
          className="z-30 rounded-xl border border-white/15 bg-navy-900 p-1 shadow-xl"
        >
          <p className="px-3 pt-1.5 pb-1 text-[11px] font-medium tracking-wide text-slate-400 uppercase">
            Use in…
          </p>
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              role="menuitem"
              onClick={() => {
                close();
                if ('onSelect' in tool) {
                  tool.onSelect();
                } else {
                  void navigate(tool.href, { state: tool.state });
                }
              }}
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
