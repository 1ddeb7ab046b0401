import {
  ASPECT_NAMES,
  FORMAT_MESSAGES,
  IMAGE_ASPECTS,
  VIDEO_ASPECTS,
  VIDEO_RESOLUTIONS,
  type CaptionStyle,
  type FormatSupport,
  type ImageAspect,
  type VideoFormat,
} from '@orato/shared';
import { useId } from 'react';

import type { VideoFormatChoice } from '@/lib/format-choice';
import { cn } from '@/utils/cn';

const CAPTION_STYLE_NAMES: Record<CaptionStyle, string> = {
  classic: 'Line by line',
  word: 'Word by word',
};

/** A small frame of the shape itself, so 9:16 reads as tall before its numbers are read. */
function ShapeIcon({ aspect }: { aspect: ImageAspect }) {
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  const scale = 14 / Math.max(w, h);
  return (
    <span aria-hidden="true" className="flex size-4 items-center justify-center">
      <span
        className="block rounded-[2px] border-[1.5px] border-current"
        style={{ width: `${Math.round(w * scale)}px`, height: `${Math.round(h * scale)}px` }}
      />
    </span>
  );
}

/** One row of choices as radio buttons in the look of a segmented control. */
function Segmented<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  render,
  title,
  ariaLabel,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  render: (option: T) => React.ReactNode;
  title?: (option: T) => string;
  /** The option's spoken name, where the visible one is only a shape and numbers. */
  ariaLabel?: (option: T) => string;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 text-xs font-semibold tracking-widest text-slate-400 uppercase">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label
            key={option}
            title={title?.(option)}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
              option === value
                ? 'border-brand-400/70 bg-brand-400/15 text-white'
                : 'border-white/10 bg-navy-950/50 text-slate-300 hover:border-white/25',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              aria-label={ariaLabel?.(option)}
              className="sr-only"
            />
            {render(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Says which shapes this engine makes, when it is not all of them. */
function OnlyNote({ made, all }: { made: readonly string[]; all: readonly string[] }) {
  if (made.length >= all.length) {
    return null;
  }
  return <p className="text-xs text-slate-400">{FORMAT_MESSAGES.onlyThese(made)}</p>;
}

/**
 * A video tool's format: shape, resolution and (for captioned videos) the caption style, offering
 * only what the engine here makes.
 */
export function VideoFormatPicker({
  support,
  value,
  onChange,
  captions = false,
  disabled,
  className,
}: {
  support: FormatSupport | undefined;
  value: VideoFormatChoice;
  onChange: (next: VideoFormatChoice) => void;
  captions?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const aspects = (support?.aspects ?? VIDEO_ASPECTS) as readonly VideoFormat['aspect'][];
  const resolutions = support?.resolutions ?? VIDEO_RESOLUTIONS;
  const set = (patch: Partial<VideoFormat>) =>
    onChange({ ...value, format: { ...value.format, ...patch } });
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap gap-x-5 gap-y-3">
        <Segmented
          legend="Shape"
          name={`${id}-aspect`}
          options={aspects}
          value={value.format.aspect}
          onChange={(aspect) => set({ aspect })}
          disabled={disabled}
          title={(aspect) => ASPECT_NAMES[aspect]}
          render={(aspect) => (
            <>
              <ShapeIcon aspect={aspect} />
              <span>{aspect}</span>
            </>
          )}
          ariaLabel={(aspect) => `${aspect} ${ASPECT_NAMES[aspect]}`}
        />
        <Segmented
          legend="Resolution"
          name={`${id}-resolution`}
          options={resolutions}
          value={value.format.resolution}
          onChange={(resolution) => set({ resolution })}
          disabled={disabled}
          render={(resolution) => resolution}
        />
        {captions ? (
          <Segmented
            legend="Captions"
            name={`${id}-captions`}
            options={['classic', 'word'] as const}
            value={value.captionStyle}
            onChange={(captionStyle) => onChange({ ...value, captionStyle })}
            disabled={disabled}
            render={(style) => CAPTION_STYLE_NAMES[style]}
          />
        ) : null}
      </div>
      <OnlyNote made={aspects} all={VIDEO_ASPECTS} />
    </div>
  );
}

/** The image tool's shape, offering only what the engine here makes. */
export function ImageAspectPicker({
  support,
  value,
  onChange,
  disabled,
  className,
}: {
  support: FormatSupport | undefined;
  value: ImageAspect;
  onChange: (aspect: ImageAspect) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const aspects = support?.aspects ?? IMAGE_ASPECTS;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Segmented
        legend="Shape"
        name={`${id}-aspect`}
        options={aspects}
        value={value}
        onChange={onChange}
        disabled={disabled}
        title={(aspect) => ASPECT_NAMES[aspect]}
        render={(aspect) => (
          <>
            <ShapeIcon aspect={aspect} />
            <span>{aspect}</span>
          </>
        )}
        ariaLabel={(aspect) => `${aspect} ${ASPECT_NAMES[aspect]}`}
      />
      <OnlyNote made={aspects} all={IMAGE_ASPECTS} />
    </div>
  );
}
