import { UploadIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { DragEvent } from 'react';

import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { cn } from '@/utils/cn';

export interface UploadedImage {
  id: string;
  /** A local preview of the chosen file, shown at once. */
  previewUrl: string;
  /** The stored image's URL once the upload has finished. */
  url: string | null;
}

const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * Spec §2: the upload area (image files only; several only in multi mode), its uploaded/max
 * counter and the preview grid with a remove button per image. Files can also be dropped on it.
 */
export function ImageUploadArea({
  images,
  maxImages,
  disabled,
  onAddFiles,
  onRemove,
}: {
  images: UploadedImage[];
  maxImages: number;
  disabled?: boolean;
  onAddFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const uploaded = images.filter((image) => image.url).length;
  const isUploading = images.some((image) => !image.url);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (disabled) {
      return;
    }
    const files = [...event.dataTransfer.files].filter((file) => file.type.startsWith('image/'));
    if (files.length > 0) {
      onAddFiles(files);
    }
  };

  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-slate-200">
          {maxImages === 1 ? 'Image' : 'Images'}
        </span>
        <span
          aria-live="polite"
          data-testid="upload-counter"
          className="text-xs font-semibold text-slate-400 tabular-nums"
        >
          {`${uploaded}/${maxImages}`}
          <span className="sr-only"> images uploaded</span>
        </span>
      </div>

      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) {
            setIsDragging(true);
          }
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-7 text-center transition-colors',
          isDragging
            ? 'border-brand-400 bg-brand-400/10'
            : 'border-white/15 bg-navy-950/40 hover:border-brand-400/60 hover:bg-white/5',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300">
          <UploadIcon className="size-5" />
        </span>
        <span className="text-sm font-semibold text-white">
          {maxImages === 1 ? 'Choose an image' : 'Choose images'}
          <span className="font-normal text-slate-400"> or drop here</span>
        </span>
        <span id={hintId} className="text-xs text-slate-400">
          {maxImages === 1
            ? 'PNG, JPEG or WebP, up to 10 MB'
            : `Up to ${maxImages} images · PNG, JPEG or WebP, up to 10 MB each`}
        </span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple={maxImages > 1}
          disabled={disabled}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // the same file can be chosen again after a remove
            event.target.value = '';
            if (files.length > 0) {
              onAddFiles(files);
            }
          }}
        />
      </label>

      {images.length > 0 ? (
        <ul
          aria-label="Uploaded images"
          aria-busy={isUploading}
          className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4"
        >
          {images.map((image, index) => (
            <li
              key={image.id}
              className="relative aspect-square overflow-hidden rounded-xl border border-white/10 bg-navy-950"
            >
              <ImageWithFallback
                src={image.previewUrl}
                alt={`Uploaded image ${index + 1}`}
                className="size-full object-cover"
              />
              {image.url ? null : (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-navy-950/70 text-xs font-medium text-slate-200">
                  <span
                    aria-hidden="true"
                    className="size-6 animate-spin rounded-full border-2 border-brand-400 border-t-transparent"
                  />
                  Uploading...
                </div>
              )}
              <button
                type="button"
                onClick={() => onRemove(image.id)}
                disabled={disabled}
                aria-label={`Remove image ${index + 1}`}
                className="absolute top-1.5 right-1.5 inline-flex size-8 items-center justify-center rounded-full bg-navy-950/80 text-white shadow ring-1 ring-white/20 transition-colors hover:bg-rose-500 disabled:opacity-50"
              >
                <XIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
