import { EyeIcon, EyeOffIcon } from 'lucide-react';

interface PasswordVisibilityToggleProps {
  visible: boolean;
  onToggle: () => void;
  /** The ids of the inputs it shows and hides. */
  controls: string;
  /** One toggle for a password and its confirmation says "passwords". */
  plural?: boolean;
}

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
      {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
    </button>
  );
}
