import { MenuIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { LinkButton } from '@/components/ui/link-button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useStaleSignInCheck, useStoredUserEmail } from '@/lib/local-user';
import { cn } from '@/utils/cn';

const navItems = [
  { label: 'How it works', to: paths.marketing.howItWorks.getHref() },
  { label: 'Use cases', to: paths.marketing.useCases.getHref() },
  { label: 'Features', to: paths.marketing.features.getHref() },
  { label: 'Testimonials', to: paths.marketing.testimonials.getHref() },
  { label: 'Pricing', to: paths.marketing.pricing.getHref() },
  { label: 'FAQs', to: paths.marketing.faqs.getHref() },
];

const navLinkStyles = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
  );

export function PublicHeader() {
  const { pathname } = useLocation();
  const userEmail = useStoredUserEmail();
  useStaleSignInCheck(userEmail);
  const menuId = useId();
  // the menu belongs to the page it was opened on, so any navigation closes it
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const isMenuOpen = openOnPath === pathname;
  const closeMenu = () => setOpenOnPath(null);

  useEffect(() => {
    if (!isMenuOpen) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOnPath(null);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-navy-950/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home.getHref()} className="rounded-lg" aria-label="Orato home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkStyles}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {userEmail ? (
            <LinkButton to={paths.dashboard.home.getHref()} size="sm">
              View App
            </LinkButton>
          ) : (
            <LinkButton to={paths.auth.login.getHref()} size="sm">
              Login
            </LinkButton>
          )}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-200 hover:bg-white/10 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOnPath(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!isMenuOpen}
        className="border-t border-white/5 bg-navy-950 px-4 pt-2 pb-4 shadow-2xl shadow-black/40 sm:px-6 lg:hidden"
      >
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-xl px-4 py-3 text-base font-medium',
                      isActive
                        ? 'bg-white/10 text-white'
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
  );
}
