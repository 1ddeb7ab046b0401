/** The "or" rule between the e-mail form and identity-provider sign-in. */
export function AuthDivider() {
  return (
    <div className="my-6 flex items-center gap-3" role="separator" aria-label="or">
      <span aria-hidden="true" className="h-px flex-1 bg-white/10" />
      <span
        aria-hidden="true"
        className="text-xs font-medium tracking-wider text-slate-500 uppercase"
      >
        or
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-white/10" />
    </div>
  );
}
