import { Alert } from '@/components/ui/alert';
import { BuyCreditsLink } from '@/components/ui/buy-credits-link';
import { VideoFormatPicker } from '@/components/ui/format-picker';
import { ClipLengthSelect } from '@/features/veo/components/clip-length-select';
import { StartFrame } from '@/features/veo/components/start-frame';
import { VeoPromptFields } from '@/features/veo/components/veo-prompt-fields';
import { VeoSubmitBar } from '@/features/veo/components/veo-submit-bar';
import type { VeoStudioState } from '@/features/veo/hooks/use-veo-studio';

/** The left pane: the start frame, the prompts, the clip's length and format, and Generate. */
export function VeoForm({ studio }: { studio: VeoStudioState }) {
  const { settings, startFrame, isGenerating } = studio;
  return (
    <section
      aria-label="Prompt"
      className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          studio.submit();
        }}
        className="flex flex-col gap-5"
      >
        {startFrame ? (
          <StartFrame
            image={startFrame}
            disabled={isGenerating}
            onRemove={studio.removeStartFrame}
          />
        ) : null}
        <VeoPromptFields prompt={studio.prompt} />

        {settings.allowedSeconds && settings.seconds !== null ? (
          <ClipLengthSelect
            value={settings.seconds}
            allowed={settings.allowedSeconds}
            onChange={settings.setChosenSeconds}
            disabled={isGenerating}
          />
        ) : null}

        <VideoFormatPicker
          support={settings.formatSupport}
          value={settings.formatChoice}
          onChange={settings.setFormatChoice}
          disabled={isGenerating}
        />

        {studio.creditsShortfall ? (
          <Alert action={<BuyCreditsLink />}>{studio.creditsShortfall}</Alert>
        ) : null}

        <VeoSubmitBar studio={studio} />
      </form>
    </section>
  );
}
