import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in and sign-up screen sits in. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-md">
      <div className="rounded-3xl border border-white/10 bg-navy-900/80 p-8 shadow-2xl shadow-black/40 backdrop-blur sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
        <p className="mt-2 text-sm leading-relaxed text-slate-400">{description}</p>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
      {footer ? <p className="mt-6 text-center text-sm text-slate-400">{footer}</p> : null}
    </div>
  );
}

export const authLinkStyles =
  'rounded font-semibold text-brand-300 underline-offset-4 hover:underline';
