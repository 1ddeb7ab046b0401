import { SelectField } from '@/components/ui/form/select-field';
import { IMAGE_MODES, isImageMode } from '@/features/images/utils/image-modes';
import type { ImageMode } from '@/features/images/utils/image-modes';

/** Spec §2: the mode dropdown; changing it clears the uploaded images (the caller's job). */
export function ImageModeSelect({
  value,
  onChange,
  disabled,
}: {
  value: ImageMode;
  onChange: (mode: ImageMode) => void;
  disabled?: boolean;
}) {
  return (
    <SelectField
      label="Mode"
      value={value}
      options={IMAGE_MODES}
      disabled={disabled}
      onChange={(mode) => {
        if (isImageMode(mode)) {
          onChange(mode);
        }
      }}
    />
  );
}
