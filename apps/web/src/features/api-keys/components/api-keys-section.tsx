import { API_MESSAGES, type ApiKey, type CreatedApiKey } from '@orato/shared';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { inputStyles } from '@/components/ui/form/text-field';
import { useToast } from '@/components/ui/toast';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '@/features/api-keys/api/api-keys';
import { cn } from '@/utils/cn';
import { formatLongDate } from '@/utils/format-date';

const card =
  'rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-6';

/** Profile → API: make a key (shown once), see each key's prefix and last use, revoke. */
export function ApiKeysSection() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <section aria-labelledby="api-keys-title" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="api-keys-title" className="text-base font-semibold text-white">
          {API_MESSAGES.keysTitle}
        </h2>
        <a
          href="/docs/api"
          className="text-sm font-medium text-brand-300 underline-offset-4 hover:underline"
        >
          {API_MESSAGES.docsLink}
        </a>
      </div>
      <p className="mt-1 max-w-2xl text-sm text-slate-400">{API_MESSAGES.keysIntro}</p>
      <CreateKeyForm onCreated={setCreated} />
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <KeyList />
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const create = useCreateApiKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (key) => {
        setName('');
        onCreated(key);
      },
    });
  };
  return (
    <form onSubmit={submit} className="mt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={nameId} className="mb-1.5 block text-sm font-medium text-slate-200">
            {API_MESSAGES.keyName}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={60}
            placeholder="e.g. My publishing script"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={create.isError || undefined}
            aria-describedby={create.isError ? errorId : undefined}
            className={inputStyles}
          />
        </div>
        <Button type="submit" disabled={create.isPending} className="h-12">
          {create.isPending ? <BusyIcon /> : null}
          {API_MESSAGES.createKey}
        </Button>
      </div>
      {create.isError ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-rose-300">
          {create.error.message}
        </p>
      ) : null}
    </form>
  );
}

/** The key itself, once, with a copy button; gone when dismissed or the page is left. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const fieldId = useId();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Copying is blocked here: select the key and copy it instead.');
    }
  };
  return (
    <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-brand-400/30 bg-brand-400/5 p-4">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-200">
        {API_MESSAGES.newKeyTitle}: {created.name}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={created.key}
          onFocus={(event) => event.target.select()}
          className={cn(inputStyles, 'font-mono text-xs sm:text-xs')}
        />
        <Button variant="secondary" onClick={() => void copy()} className="h-12 shrink-0">
          <span aria-live="polite">{copied ? API_MESSAGES.copied : API_MESSAGES.copy}</span>
        </Button>
      </div>
      <p className="text-sm text-amber-200">{API_MESSAGES.shownOnce}</p>
      <Button variant="ghost" size="sm" onClick={onDone} className="self-start">
        {API_MESSAGES.done}
      </Button>
    </div>
  );
}

function KeyList() {
  const keys = useApiKeys();
  if (keys.isPending) {
    return <p className="mt-5 text-sm text-slate-400">Loading keys…</p>;
  }
  if (keys.isError) {
    return <p className="mt-5 text-sm text-rose-300">{keys.error.message}</p>;
  }
  return (
    <div className="mt-6">
      <h3 className="text-xs font-medium tracking-wide text-slate-400 uppercase">
        Your keys ({keys.data.keys.length} of {keys.data.max})
      </h3>
      {keys.data.keys.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{API_MESSAGES.noKeys}</p>
      ) : (
        <ul
          aria-label={API_MESSAGES.keysTitle}
          className="mt-2 divide-y divide-white/5 rounded-2xl border border-white/10"
        >
          {keys.data.keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} />
          ))}
        </ul>
      )}
    </div>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const doRevoke = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast.success(API_MESSAGES.revoked),
      onError: (error) => toast.error(error.message),
    });
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-white">{apiKey.name}</p>
        {/* lines break between the parts, never inside one (a phone gives the prefix its own line) */}
        <p className="mt-0.5 text-xs text-slate-400">
          <span className="font-mono break-all max-sm:block">{apiKey.prefix}</span>
          <span className="max-sm:hidden"> · </span>
          <span className="whitespace-nowrap">
            Created {formatLongDate(apiKey.created_at)}
          </span> ·{' '}
          <span className="whitespace-nowrap">
            {apiKey.last_used_at
              ? `Last used ${formatLongDate(apiKey.last_used_at)}`
              : API_MESSAGES.neverUsed}
          </span>
        </p>
      </div>
      {confirming ? (
        <div className="flex flex-col gap-2 sm:items-end">
          <p className="text-xs text-slate-300">{API_MESSAGES.revokeConfirm(apiKey.name)}</p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" size="sm" disabled={revoke.isPending} onClick={doRevoke}>
              {revoke.isPending ? <BusyIcon /> : null}
              {API_MESSAGES.revoke}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={`${API_MESSAGES.revoke} ${apiKey.name}`}
          className="self-start sm:self-auto"
        >
          {API_MESSAGES.revoke}
        </Button>
      )}
    </li>
  );
}
