import {
  BookTextIcon,
  CircleUserRoundIcon,
  ClapperboardIcon,
  CreditCardIcon,
  LayoutGridIcon,
  LogOutIcon,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link, NavLink, matchPath, useLocation } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

interface NavItem {
  label: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Other paths under which the entry shows as current. */
  alsoActiveOn?: string[];
}

const navItems: NavItem[] = [
  {
    label: 'Playground',
    to: paths.dashboard.home.getHref(),
    Icon: LayoutGridIcon,
    alsoActiveOn: [
      paths.dashboard.aiAvatar.path,
      paths.dashboard.veoGenerator.path,
      paths.dashboard.nanoBanana.path,
    ],
  },
  { label: 'Storyboard', to: paths.dashboard.storyboard.getHref(), Icon: ClapperboardIcon },
  { label: 'Library', to: paths.dashboard.library.getHref(), Icon: BookTextIcon },
  { label: 'Subscription', to: paths.dashboard.subscription.getHref(), Icon: CreditCardIcon },
  { label: 'Profile', to: paths.dashboard.profile.getHref(), Icon: CircleUserRoundIcon },
];

export interface SidebarProps {
  userEmail?: string;
  onNavigate?: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function DashboardSidebar({ userEmail, onNavigate, onLogout, isLoggingOut }: SidebarProps) {
  const { pathname } = useLocation();

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link
          to={paths.dashboard.home.getHref()}
          onClick={onNavigate}
          className="rounded-lg"
          aria-label="Orato dashboard"
        >
          <Logo />
        </Link>
      </div>

      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navItems.map(({ label, to, Icon, alsoActiveOn }) => {
            const isAlsoActive = alsoActiveOn?.some((path) => matchPath(path, pathname)) ?? false;
            return (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  onClick={onNavigate}
                  aria-current={isAlsoActive ? 'page' : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                      isActive || isAlsoActive
                        ? 'bg-brand-400/10 text-brand-300'
                        : 'text-slate-300 hover:bg-white/5 hover:text-white',
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" />
                  {label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t border-white/5 p-3">
        {userEmail ? (
          <p className="px-3 pb-2 text-xs text-slate-400">
            Signed in as
            <span className="block truncate text-sm text-slate-200" title={userEmail}>
              {userEmail}
            </span>
          </p>
        ) : null}
        <button
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white disabled:opacity-60"
        >
          <LogOutIcon className="size-5 shrink-0" />
          {isLoggingOut ? 'Logging out…' : 'Logout'}
        </button>
      </div>
    </div>
  );
}
