import { SHARE_MESSAGES } from '@orato/shared';
import type { CreatedShare, ShareLink } from '@orato/shared';
import { useId, useState } from 'react';

import { BusyIcon, Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { inputStyles } from '@/components/ui/form/text-field';
import { useToast } from '@/components/ui/toast';
import { useCreateShare, useRevokeShare, useShares } from '@/features/library/api/shares';
import { cn } from '@/utils/cn';
import { formatLongDate } from '@/utils/format-date';

/** The library item being shared: its id and the title the share page will show. */
export interface ShareTarget {
  id: string;
  title: string;
}

const EXPIRY_OPTIONS = [
  { value: 'never', label: 'Never expires', days: null },
  { value: '7', label: 'Expires in 7 days', days: 7 },
  { value: '30', label: 'Expires in 30 days', days: 30 },
] as const;

/**
 * Public links to one library item: make one (with an expiry), copy it or its embed code while it
 * is shown, and see every link's views, with Revoke.
 */
export function ShareDialog({ item, onClose }: { item: ShareTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={SHARE_MESSAGES.dialogTitle}
      description={item ? <span className="break-words">{item.title}</span> : undefined}
      showCloseButton
      className="sm:max-w-xl"
    >
      {item ? <ShareDialogBody key={item.id} itemId={item.id} /> : null}
    </Dialog>
  );
}

function ShareDialogBody({ itemId }: { itemId: string }) {
  const toast = useToast();
  const expiryId = useId();
  const [expiry, setExpiry] = useState<(typeof EXPIRY_OPTIONS)[number]['value']>('never');
  const [indexable, setIndexable] = useState(false);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const create = useCreateShare();

  const submit = () => {
    const days = EXPIRY_OPTIONS.find((option) => option.value === expiry)?.days ?? null;
    create.mutate(
      { itemId, expiresInDays: days, indexable },
      {
        onSuccess: setCreated,
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={expiryId} className="mb-1.5 block text-sm font-medium text-slate-200">
            Expiry
          </label>
          <select
            id={expiryId}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as typeof expiry)}
            className={cn(inputStyles, 'cursor-pointer')}
          >
            {EXPIRY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={submit} disabled={create.isPending} className="h-12">
          {create.isPending ? <BusyIcon /> : null}
          {SHARE_MESSAGES.createLink}
        </Button>
      </div>
      <CheckboxField
        checked={indexable}
        onChange={setIndexable}
        className="-mt-2 cursor-pointer items-center gap-3 text-slate-300"
        boxClassName="size-5 cursor-pointer"
      >
        {SHARE_MESSAGES.indexable}
      </CheckboxField>

      {created ? <CreatedLink share={created} /> : null}
      <ShareList itemId={itemId} />
    </div>
  );
}

/** The new link and its embed code, each with a copy button; shown only until the dialog closes. */
function CreatedLink({ share }: { share: CreatedShare }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-brand-400/30 bg-brand-400/5 p-4">
      <CopyField label="Link" value={share.url} copyLabel={SHARE_MESSAGES.copyLink} />
      <CopyField
        label="Embed code"
        value={share.embed_html}
        copyLabel={SHARE_MESSAGES.copyEmbed}
        multiline
      />
      <p className="text-xs text-slate-400">{SHARE_MESSAGES.shownOnce}</p>
    </div>
  );
}

function CopyField({
  label,
  value,
  copyLabel,
  multiline = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  multiline?: boolean;
}) {
  const id = useId();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Copying is blocked here: select the text and copy it instead.');
    }
  };
  const field = cn(inputStyles, 'font-mono text-xs sm:text-xs');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {multiline ? (
          <textarea
            id={id}
            readOnly
            value={value}
            rows={4}
            onFocus={(event) => event.target.select()}
            className={cn(field, 'h-auto resize-none py-3 break-all')}
          />
        ) : (
          <input
            id={id}
            readOnly
            value={value}
            onFocus={(event) => event.target.select()}
            className={field}
          />
        )}
        <Button variant="secondary" onClick={() => void copy()} className="h-12 shrink-0">
          <span aria-live="polite">{copied ? SHARE_MESSAGES.copied : copyLabel}</span>
        </Button>
      </div>
    </div>
  );
}

function ShareList({ itemId }: { itemId: string }) {
  const shares = useShares(itemId);
  const revoke = useRevokeShare(itemId);
  const toast = useToast();
  if (shares.isPending) {
    return <p className="text-sm text-slate-400">Loading links…</p>;
  }
  if (shares.isError) {
    return <p className="text-sm text-rose-300">{shares.error.message}</p>;
  }
  return (
    <section aria-label="Links">
      <h3 className="text-xs font-medium tracking-wide text-slate-400 uppercase">Links</h3>
      {shares.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{SHARE_MESSAGES.noLinks}</p>
      ) : (
        <ul className="mt-2 divide-y divide-white/5 rounded-2xl border border-white/10">
          {shares.data.map((share) => (
            <li key={share.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-mono text-sm text-white">/s/{share.token_hint}…</p>
                <p className="mt-0.5 text-xs text-slate-400">
                  {share.views} {share.views === 1 ? 'view' : 'views'} · {describeState(share)}
                </p>
              </div>
              {share.active ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending && revoke.variables === share.id}
                  onClick={() =>
                    revoke.mutate(share.id, { onError: (error) => toast.error(error.message) })
                  }
                >
                  {SHARE_MESSAGES.revoke}
                </Button>
              ) : (
                <span className="px-3 text-xs font-semibold text-slate-400">
                  {share.revoked_at ? SHARE_MESSAGES.revoked : SHARE_MESSAGES.expired}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function describeState(share: ShareLink): string {
  const made = `made ${formatLongDate(share.created_at)}`;
  if (share.revoked_at) {
    return `${made}, revoked ${formatLongDate(share.revoked_at)}`;
  }
  if (share.expires_at === null) {
    return `${made}, never expires`;
  }
  return `${made}, ${share.active ? 'expires' : 'expired'} ${formatLongDate(share.expires_at)}`;
}
