import { useId, useState } from 'react';

import { UploadIcon } from 'lucide-react';
import { useUploadStill } from '@/features/storyboard/api/upload-still';
import type { StillUpload } from '@/features/storyboard/utils/editor-scenes';
import { errorText } from '@/utils/error-text';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** One image of the user's for a still: previewed at once, stored through the upload call. */
export function StillUploadField({
  upload,
  onChange,
}: {
  upload: StillUpload | null;
  onChange: (upload: StillUpload | null) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const store = useUploadStill();
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File) => {
    setError(null);
    const previewUrl = URL.createObjectURL(file);
    onChange({ previewUrl, url: null });
    store.mutate(file, {
      onSuccess: (url) => onChange({ previewUrl, url }),
      onError: (failure) => {
        onChange(null);
        setError(errorText(failure, 'The image could not be uploaded. Please try again.'));
      },
    });
  };

  return (
    <div className="flex items-center gap-3 rounded-2xl border border-white/10 bg-navy-950/40 p-2">
      {upload ? (
        <img
          src={upload.previewUrl}
          alt=""
          className="aspect-video w-28 shrink-0 rounded-xl bg-navy-800 object-cover"
        />
      ) : (
        <span className="flex aspect-video w-28 shrink-0 items-center justify-center rounded-xl border border-dashed border-white/15 text-slate-500">
          <UploadIcon className="size-5" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center rounded-full border border-white/15 bg-white/5 px-4 text-sm font-semibold text-white transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300 hover:border-white/30 hover:bg-white/10"
        >
          {upload ? 'Upload another image' : 'Upload an image'}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) {
                choose(file);
              }
            }}
          />
        </label>
        <span id={hintId} className="text-xs text-slate-400">
          {upload && !upload.url ? 'Uploading…' : 'PNG, JPEG or WebP, up to 10 MB'}
        </span>
        {error ? (
          <p role="alert" className="text-xs text-rose-300">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
