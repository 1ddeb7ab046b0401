interface PasswordVisibilityToggleProps {
  visible: boolean;
  onToggle: () => void;
  /** The ids of the inputs it shows and hides. */
  controls: string;
  /** One toggle for a password and its confirmation says "passwords". */
  plural?: boolean;
}

// drawn here rather than in ui/icons: only the lazily loaded auth screens use them
const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  className: 'size-5',
} as const;

/** The eye button inside a password field; its name says what pressing it will do. */
export function PasswordVisibilityToggle({
  visible,
  onToggle,
  controls,
  plural = false,
}: PasswordVisibilityToggleProps) {
  const label = `${visible ? 'Hide' : 'Show'} ${plural ? 'passwords' : 'password'}`;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-controls={controls}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-400 transition-colors hover:bg-white/5 hover:text-white"
    >
      {visible ? (
        <svg {...iconProps}>
          <path d="M10.6 5.1A9.6 9.6 0 0 1 12 5c6 0 9.5 7 9.5 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 19 12 19a9.3 9.3 0 0 0 5.4-1.6" />
          <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
        </svg>
      ) : (
        <svg {...iconProps}>
          <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      )}
    </button>
  );
}
