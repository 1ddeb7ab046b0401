import {
  captionStyleSchema,
  imageAspectSchema,
  videoFormatSchema,
  type CaptionStyle,
  type FormatSupport,
  type ImageAspect,
  type VideoFormat,
} from '@orato/shared';
import { useCallback, useState } from 'react';

import { useStoredUserEmail } from '@/lib/local-user';

/**
 * The tools whose format is remembered apart: a creator who posts vertical avatar videos may still
 * make landscape clips and square images.
 */
export type FormatTool = 'avatar' | 'veo' | 'image' | 'storyboard';

export interface VideoFormatChoice {
  format: VideoFormat;
  captionStyle: CaptionStyle;
}

const storageKey = (email: string | null, tool: FormatTool) =>
  `orato:format:${email ?? 'guest'}:${tool}`;

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage can be unavailable (private mode, quota): the choice still holds for this page
  }
}

/** The stored choice if it is still a valid one, else the default. */
function readVideo(key: string): VideoFormatChoice {
  const stored = read(key) as Partial<{ format: unknown; captionStyle: unknown }> | undefined;
  const format = videoFormatSchema.safeParse(stored?.format ?? {});
  const captionStyle = captionStyleSchema.safeParse(stored?.captionStyle);
  return {
    format: format.success ? format.data : videoFormatSchema.parse({}),
    captionStyle: captionStyle.success ? captionStyle.data : 'classic',
  };
}

/**
 * A video tool's format and caption style, remembered per signed-in user in this browser (keyed by
 * their e-mail): the next video starts in the shape the last one was made in. A choice the
 * engine here does not make falls back to the engine's first (the server refuses it anyway).
 */
export function useVideoFormatChoice(tool: FormatTool, support: FormatSupport | undefined) {
  const email = useStoredUserEmail();
  const key = storageKey(email, tool);
  // kept with the key it was read under: another user signing in reads their own
  const [state, setState] = useState(() => ({ key, choice: readVideo(key) }));
  const choice = state.key === key ? state.choice : readVideo(key);
  const update = useCallback(
    (next: VideoFormatChoice) => {
      setState({ key, choice: next });
      write(key, next);
    },
    [key],
  );
  return [fitted(choice, support), update] as const;
}

function fitted(choice: VideoFormatChoice, support: FormatSupport | undefined): VideoFormatChoice {
  if (!support) {
    return choice;
  }
  const aspect = support.aspects.includes(choice.format.aspect)
    ? choice.format.aspect
    : ((support.aspects[0] ?? choice.format.aspect) as VideoFormat['aspect']);
  const resolution = support.resolutions.includes(choice.format.resolution)
    ? choice.format.resolution
    : (support.resolutions[0] ?? choice.format.resolution);
  return { ...choice, format: { aspect, resolution } };
}

function readAspect(key: string): ImageAspect {
  const parsed = imageAspectSchema.safeParse(read(key));
  return parsed.success ? parsed.data : '1:1';
}

/** The image tool's shape, remembered the same way. */
export function useImageAspectChoice(support: FormatSupport | undefined) {
  const email = useStoredUserEmail();
  const key = storageKey(email, 'image');
  const [state, setState] = useState(() => ({ key, aspect: readAspect(key) }));
  const aspect = state.key === key ? state.aspect : readAspect(key);
  const update = useCallback(
    (next: ImageAspect) => {
      setState({ key, aspect: next });
      write(key, next);
    },
    [key],
  );
  const usable =
    !support || support.aspects.includes(aspect) ? aspect : (support.aspects[0] ?? aspect);
  return [usable, update] as const;
}
