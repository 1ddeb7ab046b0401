import { MenuIcon, XIcon } from 'lucide-react';
import { TIMINGS } from '@orato/shared';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { DashboardSidebar } from '@/components/layouts/dashboard-sidebar';
import type { SidebarProps } from '@/components/layouts/dashboard-sidebar';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { Logo } from '@/components/ui/logo';
import { ToastDuration } from '@/components/ui/toast';
import { paths } from '@/config/paths';

export interface DashboardLayoutProps extends SidebarProps {
  children: ReactNode;
}

/** The signed-in shell: a fixed sidebar from md up, a top bar and a drawer below it. */
export function DashboardLayout({ children, ...sidebarProps }: DashboardLayoutProps) {
  const { pathname } = useLocation();
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // the drawer belongs to the page it was opened on, so any navigation closes it
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const isDrawerOpen = openOnPath === pathname;
  const closeDrawer = () => setOpenOnPath(null);

  useEffect(() => {
    if (!isDrawerOpen) {
      return;
    }
    const menuButton = menuButtonRef.current;
    closeButtonRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOnPath(null);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      menuButton?.focus();
    };
  }, [isDrawerOpen]);

  return (
    <div className="min-h-dvh bg-navy-950">
      <ScrollToTop />
      <SkipLink />

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-white/5 bg-navy-900 md:block">
        <DashboardSidebar {...sidebarProps} />
      </aside>

      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-white/5 bg-navy-950/85 px-4 backdrop-blur-md md:hidden">
        <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-200 hover:bg-white/10"
          aria-expanded={isDrawerOpen}
          aria-controls={drawerId}
          aria-label="Open menu"
          onClick={() => setOpenOnPath(pathname)}
        >
          <MenuIcon className="size-6" />
        </button>
        <Link
          to={paths.dashboard.home.getHref()}
          className="rounded-lg"
          aria-label="Orato dashboard"
        >
          <Logo />
        </Link>
      </header>

      {isDrawerOpen ? (
        <div className="fixed inset-0 z-50 md:hidden">
          <div
            aria-hidden="true"
            className="absolute inset-0 animate-fade-in bg-navy-950/70 backdrop-blur-sm"
            onClick={closeDrawer}
          />
          <div
            id={drawerId}
            role="dialog"
            aria-modal="true"
            aria-label="Dashboard menu"
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] animate-slide-in border-r border-white/10 bg-navy-900 shadow-2xl shadow-black/50"
          >
            <button
              ref={closeButtonRef}
              type="button"
              className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
              aria-label="Close menu"
              onClick={closeDrawer}
            >
              <XIcon className="size-5" />
            </button>
            <DashboardSidebar {...sidebarProps} onNavigate={closeDrawer} />
          </div>
        </div>
      ) : null}

      <div className="flex min-h-[calc(100dvh-4rem)] flex-col md:min-h-dvh md:pl-64">
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8 outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          {/* spec §9: toasts raised inside the dashboard close after 3 s */}
          <ToastDuration autoClose={TIMINGS.dashboardToastMs}>{children}</ToastDuration>
        </main>
      </div>
    </div>
  );
}
