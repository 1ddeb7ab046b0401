import type { ReactNode } from 'react';

/** A calm panel for a list or tool with nothing to show yet. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-3xl border border-dashed border-white/15 bg-navy-900/40 px-6 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-400/10 text-brand-300">
        {icon}
      </div>
      <h2 className="mt-5 text-lg font-semibold text-white">{title}</h2>
      {children ? (
        <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-400">{children}</p>
      ) : null}
    </div>
  );
}
