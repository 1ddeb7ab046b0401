import { MailIcon, MapPinIcon } from 'lucide-react';
import { PRODUCT } from '@orato/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { FacebookIcon, LinkedInIcon, XBrandIcon } from '@/components/ui/brand-icons';
import { Logo } from '@/components/ui/logo';
import { landingSectionHref, landingSections, paths } from '@/config/paths';
import type { LandingSectionId } from '@/config/paths';

const sectionLinks: Array<{ label: string; section: LandingSectionId | null }> = [
  { label: 'How It Works', section: landingSections.howItWorks },
  { label: 'Use Cases', section: landingSections.useCases },
  { label: 'Features', section: landingSections.features },
  { label: 'Testimonials', section: landingSections.testimonials },
  // the spec gives Pricing no target in the footer
  { label: 'Pricing', section: null },
  { label: 'FAQs', section: landingSections.faqs },
];

const socials = [
  { label: 'LinkedIn', Icon: LinkedInIcon },
  { label: 'X', Icon: XBrandIcon },
  { label: 'Facebook', Icon: FacebookIcon },
];

const linkStyles = 'rounded text-sm text-slate-400 transition-colors hover:text-white';

function FooterColumn({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 className="text-xs font-semibold tracking-widest text-slate-200 uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

export function PublicFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-white/5 bg-navy-900">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <button
            type="button"
            className="rounded-lg"
            aria-label="Orato, back to top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <Logo />
          </button>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
            Turn a short idea into a script, a presenter and a finished video. No camera, no actors.
          </p>
          <ul aria-label="Social media" className="mt-6 flex gap-3">
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                <span
                  role="img"
                  aria-label={label}
                  className="flex size-10 items-center justify-center rounded-full border border-white/10 bg-white/5 text-slate-300"
                >
                  <Icon className="size-4" />
                </span>
              </li>
            ))}
          </ul>
        </div>

        <FooterColumn title="Explore">
          {sectionLinks.map(({ label, section }) => (
            <li key={label}>
              {section ? (
                <Link to={landingSectionHref(section)} className={linkStyles}>
                  {label}
                </Link>
              ) : (
                <span className="text-sm text-slate-400">{label}</span>
              )}
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Legal">
          <li>
            <Link to={paths.marketing.terms.getHref()} className={linkStyles}>
              Terms and Services
            </Link>
          </li>
          <li>
            <Link to={paths.marketing.privacy.getHref()} className={linkStyles}>
              Privacy Policy
            </Link>
          </li>
        </FooterColumn>

        <FooterColumn title="Contact" className="col-span-2 lg:col-span-1">
          <li>
            <a
              href={`mailto:${PRODUCT.defaultContactEmail}`}
              className={`${linkStyles} inline-flex items-center gap-2`}
            >
              <MailIcon className="size-4 shrink-0 text-brand-400" />
              {PRODUCT.defaultContactEmail}
            </a>
          </li>
          <li className="flex gap-2 text-sm leading-relaxed text-slate-400">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-400" />
            <address className="not-italic">{PRODUCT.londonOffice}</address>
          </li>
        </FooterColumn>
      </div>

      <div className="border-t border-white/5">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {year} {PRODUCT.company}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
