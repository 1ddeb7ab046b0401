import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * One step of the wizard: a card with the step's heading and intro. The heading takes focus when
 * the step opens, so keyboard and screen-reader users land on the new step.
 */
export function WizardPanel({
  title,
  intro,
  focusOnMount = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** True when the user moved here from another step (not on the page's first load). */
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) {
      headingRef.current?.focus({ preventScroll: true });
    }
    // only when the step opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-white focus:outline-none sm:text-2xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-2 text-sm text-slate-400 sm:text-base">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
