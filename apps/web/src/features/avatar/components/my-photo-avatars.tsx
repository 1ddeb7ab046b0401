import { MESSAGES, type PhotoAvatar } from '@orato/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import {
  useDeletePhotoAvatar,
  usePhotoAvatars,
  usePhotoAvatarVoices,
} from '@/features/avatar/api/photo-avatars';
import { PhotoAvatarDialog } from '@/features/avatar/components/photo-avatar-dialog';
import { errorText } from '@/utils/error-text';

const M = MESSAGES.photoAvatar;

/** Profile → My avatars: the user's photo avatars, each deletable (portrait and landmarks go). */
export function MyPhotoAvatars() {
  const avatars = usePhotoAvatars();
  const voices = usePhotoAvatarVoices({ enabled: (avatars.data?.length ?? 0) > 0 });
  // the voice as the create dialog named it; its id until the list arrives
  const voiceLabel = (id: string) => voices.data?.find((voice) => voice.id === id)?.label ?? id;
  const remove = useDeletePhotoAvatar();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PhotoAvatar | null>(null);

  return (
    <section className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-white">My photo avatars</h2>
        <Button size="sm" onClick={() => setCreating(true)}>
          Create a photo avatar
        </Button>
      </div>
      {avatars.isPending ? (
        <div className="py-10 text-center">
          <Spinner label="Loading your photo avatars" />
        </div>
      ) : avatars.isError ? (
        <p role="alert" className="mt-4 text-sm text-rose-300">
          {errorText(avatars.error, 'Your photo avatars could not be loaded.')}
        </p>
      ) : avatars.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-400">
          No photo avatars yet. Upload a portrait to make one speak your scripts.
        </p>
      ) : (
        <ul aria-label="My photo avatars" className="mt-5 flex flex-col gap-3">
          {avatars.data.map((avatar) => (
            <li
              key={avatar.id}
              className="flex items-center gap-4 rounded-2xl border border-white/10 bg-navy-950/40 p-3"
            >
              <img
                src={avatar.thumbnailUrl}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-xl object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-white">{avatar.name}</p>
                <p className="truncate text-xs text-slate-400">{voiceLabel(avatar.voice)}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setDeleting(avatar)}
                aria-label={`Delete ${avatar.name}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}

      <PhotoAvatarDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          toast.success(M.created);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this photo avatar?"
        description={`${deleting?.name ?? ''}: the portrait and its face data are removed. Videos already made stay in your Library.`}
        confirmLabel="Delete"
        cancelLabel="Keep"
        pendingLabel="Deleting…"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) {
            return;
          }
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(M.deleted);
              setDeleting(null);
            },
            onError: (error) => {
              toast.error(errorText(error, M.notFound));
              setDeleting(null);
            },
          });
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
