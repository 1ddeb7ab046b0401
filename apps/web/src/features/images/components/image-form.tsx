import { SparklesIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { ImageAspectPicker } from '@/components/ui/format-picker';
import { ImageModeSelect } from '@/features/images/components/image-mode-select';
import { ImageUploadArea } from '@/features/images/components/image-upload-area';
import { PromptField } from '@/features/images/components/prompt-field';
import type { NanoBananaStudioState } from '@/features/images/hooks/use-nano-banana-studio';
import { maxImagesFor } from '@/features/images/utils/image-modes';
import { describeQuote } from '@/utils/job-progress';

/** The left pane: mode, the images it takes, prompt, shape, the price, Clear All and Generate. */
export function ImageForm({ studio }: { studio: NanoBananaStudioState }) {
  const { uploads, isGenerating, quote } = studio;
  const maxImages = maxImagesFor(uploads.mode);
  return (
    <form
      aria-label="Image generation"
      onSubmit={(event) => {
        event.preventDefault();
        studio.submit();
      }}
      className="flex flex-col gap-5 rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-6"
    >
      <ImageModeSelect value={uploads.mode} onChange={uploads.changeMode} disabled={isGenerating} />

      {maxImages > 0 ? (
        <ImageUploadArea
          images={uploads.images}
          maxImages={maxImages}
          disabled={isGenerating}
          onAddFiles={uploads.addFiles}
          onRemove={uploads.removeImage}
        />
      ) : null}

      <PromptField value={studio.prompt} onChange={studio.setPrompt} disabled={isGenerating} />

      <ImageAspectPicker
        support={studio.aspectSupport}
        value={studio.aspect}
        onChange={studio.setAspect}
        disabled={isGenerating}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {quote ? (
          <p className="text-center text-xs text-slate-400 tabular-nums sm:mr-auto sm:text-left">
            {describeQuote(quote)}
          </p>
        ) : null}
        <Button
          variant="secondary"
          onClick={studio.clearAll}
          disabled={isGenerating || !studio.canClear}
        >
          Clear All
        </Button>
        <Button type="submit" disabled={!studio.canGenerate}>
          {isGenerating ? <BusyIcon /> : <SparklesIcon className="size-5" />}
          Generate Magic
        </Button>
      </div>
    </form>
  );
}
