import { WEBHOOK_MESSAGES, type WebhookEndpoint } from '@orato/shared';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { Spinner } from '@/components/ui/spinner';
import { useWebhook } from '@/features/developers/api/get-webhook';
import { useRemoveWebhook } from '@/features/developers/api/remove-webhook';
import { useRollWebhookSecret } from '@/features/developers/api/roll-webhook-secret';
import { useSaveWebhook } from '@/features/developers/api/save-webhook';
import { useSendWebhookTest } from '@/features/developers/api/send-webhook-test';
import { WebhookDeliveryLog } from '@/features/developers/components/webhook-delivery-log';

/** A secret just made: shown here once, with a copy button; Orato cannot show it again. */
function SecretOnce({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4 rounded-2xl border border-amber-300/30 bg-amber-300/5 p-4">
      <p className="text-sm text-amber-100">{WEBHOOK_MESSAGES.secretShownOnce}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          aria-label={WEBHOOK_MESSAGES.secretLabel}
          className="min-w-0 flex-1 rounded-xl bg-navy-950 px-3 py-2 font-mono text-xs break-all text-white"
        >
          {secret}
        </code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? WEBHOOK_MESSAGES.copied : WEBHOOK_MESSAGES.copy}
        </Button>
      </div>
    </div>
  );
}

function EndpointForm({ endpoint }: { endpoint: WebhookEndpoint | null }) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const save = useSaveWebhook();
  const urlId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ url, enabled });
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
      <label htmlFor={urlId} className="text-sm font-medium text-slate-300">
        {WEBHOOK_MESSAGES.urlLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={urlId}
          type="url"
          inputMode="url"
          required
          placeholder="https://example.com/hooks/orato"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          className="min-w-0 flex-1 rounded-xl border border-white/10 bg-navy-950 px-3 py-2 text-sm text-white"
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isSuccess && !save.isPending ? WEBHOOK_MESSAGES.saved : WEBHOOK_MESSAGES.save}
        </Button>
      </div>
      <CheckboxField
        checked={enabled}
        onChange={setEnabled}
        className="items-center gap-2 text-slate-300"
        boxClassName="size-4"
      >
        {WEBHOOK_MESSAGES.enabledLabel}
      </CheckboxField>
      {save.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          {save.error.message}
        </p>
      ) : null}
      {save.data?.secret ? <SecretOnce secret={save.data.secret} /> : null}
    </form>
  );
}

function EndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const roll = useRollWebhookSecret();
  const test = useSendWebhookTest();
  const remove = useRemoveWebhook();
  const error = roll.error ?? test.error ?? remove.error;
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-400">{WEBHOOK_MESSAGES.secretHint(endpoint.secret_hint)}</p>
      {endpoint.disabled_reason ? (
        <p role="status" className="mt-2 text-sm text-amber-200">
          {endpoint.disabled_reason}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={test.isPending || !endpoint.enabled}
          onClick={() => test.mutate()}
        >
          {test.isSuccess ? WEBHOOK_MESSAGES.testQueued : WEBHOOK_MESSAGES.sendTest}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={roll.isPending}
          onClick={() => roll.mutate()}
        >
          {WEBHOOK_MESSAGES.rollSecret}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {WEBHOOK_MESSAGES.remove}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {error.message}
        </p>
      ) : null}
      {roll.data?.secret ? <SecretOnce secret={roll.data.secret} /> : null}
    </div>
  );
}

/** Profile → webhooks: the endpoint, its secret, a test event and the delivery log. */
export function WebhooksSection() {
  const webhook = useWebhook();
  const titleId = useId();
  const endpoint = webhook.data?.endpoint ?? null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        {WEBHOOK_MESSAGES.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-400">{WEBHOOK_MESSAGES.intro}</p>
      {webhook.isPending ? (
        <div className="mt-4">
          <Spinner label="Loading webhook settings" />
        </div>
      ) : webhook.isError ? (
        <p role="alert" className="mt-4 text-sm text-rose-300">
          {webhook.error.message}
        </p>
      ) : (
        <>
          <EndpointForm endpoint={endpoint} />
          {endpoint ? <EndpointActions endpoint={endpoint} /> : null}
          <h3 className="mt-8 text-sm font-semibold text-white">{WEBHOOK_MESSAGES.logTitle}</h3>
          <div className="mt-3">
            <WebhookDeliveryLog />
          </div>
        </>
      )}
    </section>
  );
}
