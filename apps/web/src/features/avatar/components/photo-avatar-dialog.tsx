import { LIMITS, MESSAGES, languageName } from '@orato/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { BusyIcon, Dialog, DialogActions } from '@/components/ui/dialog';
import { TextField, inputStyles } from '@/components/ui/form/text-field';
import {
  useCreatePhotoAvatar,
  usePhotoAvatarVoices,
  voicePreviewUrl,
  type NewPhotoAvatar,
} from '@/features/avatar/api/photo-avatars';
import type { PhotoAvatar } from '@orato/shared';
import { errorText } from '@/utils/error-text';

const M = MESSAGES.photoAvatar;
const ACCEPT = 'image/png,image/jpeg,image/webp';

export interface PhotoAvatarDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (avatar: PhotoAvatar) => void;
}

/** A portrait, a name, a voice and a language, with the likeness consent: a new photo avatar. */
export function PhotoAvatarDialog({ open, onClose, onCreated }: PhotoAvatarDialogProps) {
  const id = useId();
  const voices = usePhotoAvatarVoices({ enabled: open });
  const create = useCreatePhotoAvatar();
  const [image, setImage] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [voice, setVoice] = useState('');
  const [consent, setConsent] = useState(false);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const chosenVoice = voices.data?.find((each) => each.id === voice);
  const tooLarge = image !== null && image.size > LIMITS.uploadMaxBytes;
  const valid = image !== null && !tooLarge && name.trim() !== '' && chosenVoice && consent;

  const reset = () => {
    setImage(null);
    setName('');
    setVoice('');
    setConsent(false);
    create.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = () => {
    if (!valid || !image || !chosenVoice) {
      return;
    }
    const input: NewPhotoAvatar = {
      image,
      name: name.trim(),
      voice: chosenVoice.id,
      language: chosenVoice.language,
    };
    create.mutate(input, {
      onSuccess: ({ avatar }) => {
        reset();
        onCreated(avatar);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create a photo avatar"
      description="Upload a portrait of one person looking at the camera, the face at least 256 pixels across."
      dismissible={!create.isPending}
      showCloseButton
      className="max-w-lg"
    >
      <form
        className="mt-5 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-white/10 bg-navy-950/60">
            {preview ? (
              <img src={preview} alt="Portrait preview" className="size-full object-cover" />
            ) : (
              <span className="px-2 text-center text-xs text-slate-500">No photo yet</span>
            )}
          </div>
          <div className="min-w-0 flex-1">
            <label
              htmlFor={`${id}-image`}
              className="mb-1.5 block text-sm font-medium text-slate-200"
            >
              Portrait photo
            </label>
            <input
              id={`${id}-image`}
              type="file"
              accept={ACCEPT}
              onChange={(event) => {
                create.reset();
                setImage(event.target.files?.[0] ?? null);
              }}
              className="block w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-400/15 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-200 hover:file:bg-brand-400/25"
            />
            {tooLarge ? (
              <p role="alert" className="mt-1 text-xs text-rose-300">
                {MESSAGES.server.imageTooLarge}
              </p>
            ) : null}
          </div>
        </div>

        <TextField
          label="Name"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />

        <div>
          <label
            htmlFor={`${id}-voice`}
            className="mb-1.5 block text-sm font-medium text-slate-200"
          >
            Voice and language
          </label>
          <select
            id={`${id}-voice`}
            value={voice}
            onChange={(event) => setVoice(event.target.value)}
            className={inputStyles}
            disabled={!voices.data}
          >
            <option value="">{voices.isPending ? 'Loading voices…' : 'Choose a voice'}</option>
            {voices.data?.map((each) => (
              <option key={each.id} value={each.id}>
                {each.label}
              </option>
            ))}
          </select>
          {chosenVoice ? (
            <div className="mt-1 flex items-center justify-between gap-3">
              <p className="text-xs text-slate-400">
                Speaks {languageName(chosenVoice.language.split('-')[0]!.toLowerCase())}
              </p>
              <VoicePreviewButton voiceId={chosenVoice.id} label={chosenVoice.label} />
            </div>
          ) : null}
        </div>

        <CheckboxField
          checked={consent}
          onChange={setConsent}
          className="items-start gap-3 text-slate-200"
          boxClassName="mt-0.5 size-4 shrink-0"
        >
          <span>{M.consentLabel}</span>
        </CheckboxField>

        {create.isError ? <Alert>{errorText(create.error, M.analysisFailed)}</Alert> : null}

        <DialogActions>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid || create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <BusyIcon /> : null}
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** ▶ plays the chosen voice saying a sentence in its language, so voices can be told apart. */
function VoicePreviewButton({ voiceId, label }: { voiceId: string; label: string }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  const play = () => {
    audio.current?.pause();
    const sound = new Audio(voicePreviewUrl(voiceId));
    audio.current = sound;
    sound.onended = () => setPlaying(false);
    sound.onerror = () => setPlaying(false);
    setPlaying(true);
    sound.play().catch(() => setPlaying(false));
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={play}
      disabled={playing}
      aria-label={`Preview ${label}`}
      className="shrink-0"
    >
      <span aria-hidden="true">▶</span> Preview
    </Button>
  );
}
