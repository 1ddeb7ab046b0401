import { veoClipCredits } from '@orato/shared';

import { SelectField } from '@/components/ui/form/select-field';
import { formatCount } from '@/utils/format-number';

/** The clip's length, each choice with its price; shown only when the engine makes more than one. */
export function ClipLengthSelect({
  value,
  allowed,
  onChange,
  disabled,
}: {
  value: number;
  allowed: readonly number[];
  onChange: (seconds: number) => void;
  disabled?: boolean;
}) {
  return (
    <SelectField
      label="Length"
      value={String(value)}
      options={allowed.map((seconds) => ({
        value: String(seconds),
        label: `${seconds} s · ${formatCount(veoClipCredits(seconds))} credits`,
      }))}
      disabled={disabled}
      onChange={(seconds) => onChange(Number(seconds))}
      className="sm:max-w-xs"
    />
  );
}
