import { ArrowUpRightIcon, LogOutIcon } from 'lucide-react';
import type { AdminMeResponse } from '@orato/shared';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { RoleBadge } from '@/features/admin/components/role-badge';
import { cn } from '@/utils/cn';

interface ConsoleNavItem {
  label: string;
  to: string;
  adminOnly?: boolean;
}

const NAV: ConsoleNavItem[] = [
  { label: 'Users', to: paths.admin.users.getHref() },
  { label: 'Jobs', to: paths.admin.jobs.getHref() },
  { label: 'Providers', to: paths.admin.providers.getHref() },
  { label: 'Business', to: paths.admin.business.getHref() },
  { label: 'Audit log', to: paths.admin.audit.getHref(), adminOnly: true },
];

export interface AdminLayoutProps {
  me: AdminMeResponse;
  onLogout: () => void;
  isLoggingOut: boolean;
  children: ReactNode;
}

/**
 * The console's shell: one compact bar (the mark, the console's pages, who is signed in) over a
 * wide content area; on a phone the pages scroll sideways under the mark.
 */
export function AdminLayout({ me, onLogout, isLoggingOut, children }: AdminLayoutProps) {
  const items = NAV.filter((item) => !item.adminOnly || me.role === 'admin');
  return (
    <div className="flex min-h-dvh flex-col bg-navy-950">
      <ScrollToTop />
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-white/5 bg-navy-900/90 backdrop-blur-md">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6 lg:flex-nowrap">
          <Link
            to={paths.admin.home.getHref()}
            className="flex items-center gap-2 rounded-lg"
            aria-label="Orato console"
          >
            <Logo />
            <span className="rounded-md bg-ember-400/15 px-1.5 py-0.5 text-[0.6875rem] font-semibold tracking-wider text-ember-300 uppercase">
              Console
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-1 lg:order-last">
            <span className="hidden max-w-56 items-center gap-2 truncate text-xs text-slate-400 sm:flex">
              <span className="truncate" title={me.email}>
                {me.email}
              </span>
              <RoleBadge role={me.role} />
            </span>
            <Link
              to={paths.dashboard.home.getHref()}
              className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm text-slate-300 hover:bg-white/5 hover:text-white"
            >
              App
              <ArrowUpRightIcon className="size-4" aria-hidden="true" />
            </Link>
            <button
              type="button"
              onClick={onLogout}
              disabled={isLoggingOut}
              aria-label={isLoggingOut ? 'Logging out…' : 'Logout'}
              title="Logout"
              className="inline-flex size-9 items-center justify-center rounded-full text-slate-300 hover:bg-white/5 hover:text-white disabled:opacity-60"
            >
              <LogOutIcon className="size-4" aria-hidden="true" />
            </button>
          </div>
          <nav
            aria-label="Console"
            className="-mx-4 w-[calc(100%+2rem)] overflow-x-auto px-4 sm:-mx-6 sm:w-[calc(100%+3rem)] sm:px-6 lg:mx-0 lg:w-auto lg:flex-1 lg:px-0"
          >
            <ul className="flex gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'flex h-9 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                        isActive
                          ? 'bg-brand-400/10 text-brand-300'
                          : 'text-slate-300 hover:bg-white/5 hover:text-white',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-6 outline-none sm:px-6 lg:py-8"
      >
        {children}
      </main>
    </div>
  );
}
