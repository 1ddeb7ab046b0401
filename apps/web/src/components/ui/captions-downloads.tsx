import type { ReactNode } from 'react';

import { downloadName } from '@/utils/download-name';

/** A video's captions files, each as a download link named after the video; none if it has none. */
export function CaptionsDownloads({
  vttUrl,
  srtUrl,
  title,
  icon,
  className,
}: {
  vttUrl?: string;
  srtUrl?: string;
  /** The video's title, for the files' names. */
  title: string | null | undefined;
  icon: ReactNode;
  className: string;
}) {
  const files = [
    { url: vttUrl, extension: 'vtt' },
    { url: srtUrl, extension: 'srt' },
  ] as const;
  return files.map(({ url, extension }) =>
    url ? (
      <a key={extension} href={url} download={downloadName(title, extension)} className={className}>
        {icon}
        {`Download captions (.${extension})`}
      </a>
    ) : null,
  );
}
