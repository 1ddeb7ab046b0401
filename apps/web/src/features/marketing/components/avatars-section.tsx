import { LANDING_MESSAGES, LIMITS } from '@orato/shared';
import { useEffect, useState } from 'react';

import { landingSections } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';

interface CreatorThumbnail {
  name: string;
  imageUrl: string;
}

type AvatarsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; avatars: CreatorThumbnail[] };

class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(LANDING_MESSAGES.httpError(status));
  }
}

/** GET first; a server that answers 405 gets the same call as POST (spec §4). */
async function fetchCreators(signal: AbortSignal): Promise<CreatorThumbnail[]> {
  const url = '/api/list-creators';
  let response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (response.status === 405) {
    response = await fetch(url, {
      method: 'POST',
      signal,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    });
  }
  if (!response.ok) {
    throw new HttpStatusError(response.status);
  }
  const body = (await response.json()) as {
    thumbnails?: Record<string, { imageUrl?: string } | undefined>;
  };
  return Object.entries(body.thumbnails ?? {})
    .flatMap(([name, entry]) => (entry?.imageUrl ? [{ name, imageUrl: entry.imageUrl }] : []))
    .slice(0, LIMITS.landingAvatars);
}

export function AvatarGrid() {
  const [state, setState] = useState<AvatarsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchCreators(controller.signal)
      .then((avatars) => setState({ status: 'loaded', avatars }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      });
    return () => controller.abort();
  }, []);

  if (state.status === 'loading') {
    // placeholders the size of the grid keep the page from jumping when the avatars arrive
    return (
      <div className="relative mx-auto max-w-3xl">
        <p
          role="status"
          className="absolute inset-x-0 top-1/2 z-10 -translate-y-1/2 text-center text-slate-300"
        >
          {LANDING_MESSAGES.loadingAvatars}
        </p>
        <ul aria-hidden="true" className="grid grid-cols-4 gap-2.5 sm:gap-4">
          {Array.from({ length: LIMITS.landingAvatars }, (_, index) => (
            <li
              key={index}
              className="overflow-hidden rounded-2xl border border-white/5 bg-navy-800/60"
            >
              <div className="aspect-square w-full" />
              <div className="py-1.5 text-[11px] sm:text-sm">&nbsp;</div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-center font-medium text-red-500">
        {state.message}
      </p>
    );
  }
  return (
    <ul
      data-testid="avatar-grid"
      className="mx-auto grid max-w-3xl grid-cols-4 gap-2.5 sm:gap-4"
      aria-label={`${state.avatars.length} of our AI avatars`}
    >
      {state.avatars.map((avatar) => (
        <li key={avatar.name} className="group">
          <figure className="overflow-hidden rounded-2xl border border-white/10 bg-navy-800 transition-colors group-hover:border-brand-400/50">
            <img
              src={avatar.imageUrl}
              alt={`Portrait of the ${avatar.name} avatar`}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
            <figcaption className="truncate px-1 py-1.5 text-center text-[11px] text-slate-300 sm:text-sm">
              {avatar.name}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function AvatarsSection() {
  return (
    <Section
      id={landingSections.avatars}
      eyebrow="Avatars"
      title="Who will Speak for you?"
      intro="Choose from 100+ AI presenters: male and female, multilingual and expressive. Here are a few of them."
      className="bg-navy-900/40"
    >
      <AvatarGrid />
    </Section>
  );
}
