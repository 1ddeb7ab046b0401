import { useId } from 'react';

import { useUploadUsage } from '@/features/account/api/get-upload-usage';

const MB = 1024 * 1024;

/** Kilobytes under a megabyte, then megabytes with one decimal under 10: 96 KB, 2.4 MB, 12 MB. */
const formatMb = (bytes: number) => {
  if (bytes > 0 && bytes < MB) {
    return `${Math.ceil(bytes / 1024)} KB`;
  }
  const mb = bytes / MB;
  return `${mb > 0 && mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
};

/** Profile: how much of the upload quota is taken by uploads no image has been made from yet. */
export function UploadUsageCard() {
  const usage = useUploadUsage();
  const titleId = useId();

  if (!usage.data) {
    return null;
  }
  const { used_bytes: used, quota_bytes: quota, unused_expire_hours: hours } = usage.data;
  const share = Math.min(100, Math.round((used / quota) * 100));

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        Uploads
      </h2>
      <p className="mt-2 text-[0.9375rem] font-semibold text-white">
        {formatMb(used)} of {formatMb(quota)} used
      </p>
      <div
        role="meter"
        aria-label="Upload storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-brand-400" style={{ width: `${share}%` }} />
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-400">
        Images you upload for Nano Banana, and voice recordings for your avatars, are kept for{' '}
        {hours} hours unless you make something from them.
      </p>
    </section>
  );
}
