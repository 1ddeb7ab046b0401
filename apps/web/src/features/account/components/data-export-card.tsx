import { DATA_EXPORT_MESSAGES as TEXT, type DataExport } from '@orato/shared';
import { useId } from 'react';
import { Link } from 'react-router';

import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDataExport, useStartDataExport } from '@/features/account/api/data-export';

const MB = 1024 * 1024;
const formatSize = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < MB
      ? `${Math.max(1, Math.ceil(bytes / 1024))} KB`
      : `${(bytes / MB).toFixed(1)} MB`;
const formatUntil = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Profile: "Download my data" — start, progress while the ZIP is prepared, then the link. */
export function DataExportCard() {
  const titleId = useId();
  const current = useDataExport();
  const start = useStartDataExport();
  const found = current.data?.export ?? null;

  return (
    <section
      id="your-data"
      aria-labelledby={titleId}
      className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        {TEXT.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-400">{TEXT.intro}</p>
      <ExportState found={found} starting={start.isPending} onStart={() => start.mutate()} />
      {start.isError ? (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          {start.error.message}
        </p>
      ) : null}
      <Link
        to={`${paths.marketing.privacy.getHref()}#how-long-we-keep-it`}
        className="mt-4 inline-block text-sm text-brand-300 underline-offset-4 hover:underline"
      >
        {TEXT.retentionLink}
      </Link>
    </section>
  );
}

function ExportState({
  found,
  starting,
  onStart,
}: {
  found: DataExport | null;
  starting: boolean;
  onStart: () => void;
}) {
  if (found && (found.state === 'QUEUED' || found.state === 'RUNNING')) {
    return (
      <div className="mt-5" aria-live="polite">
        <p className="text-[0.9375rem] font-semibold text-white">{TEXT.preparing}</p>
        <div
          role="progressbar"
          aria-label="Preparing your data"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={found.progress}
          className="mt-3 h-2 overflow-hidden rounded-full bg-white/10"
        >
          <div
            className="h-full rounded-full bg-brand-400 transition-[width] duration-500"
            style={{ width: `${Math.max(4, found.progress)}%` }}
          />
        </div>
        <p className="mt-2 text-sm text-slate-400">
          {found.progress}% · we will e-mail you a link when it is ready.
        </p>
      </div>
    );
  }
  if (found?.state === 'READY' && found.download_url && found.expires_at) {
    return (
      <div className="mt-5" aria-live="polite">
        <p className="text-[0.9375rem] font-semibold text-white">{TEXT.ready}</p>
        <p className="mt-1 text-sm text-slate-400">
          {formatSize(found.bytes)} · available until {formatUntil(found.expires_at)}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={found.download_url} className={buttonStyles()} download>
            {TEXT.download}
          </a>
          <Button variant="ghost" onClick={onStart} disabled={starting}>
            {starting ? TEXT.starting : TEXT.again}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-5">
      {found?.state === 'FAILED' ? (
        <p role="alert" className="mb-3 text-sm text-rose-300">
          {TEXT.failed}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onStart} disabled={starting}>
        {starting ? TEXT.starting : TEXT.start}
      </Button>
    </div>
  );
}
