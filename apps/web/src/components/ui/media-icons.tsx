import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const strokeProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Icons for media tools and lists: upload, download, delete, play. */
export const UploadIcon = (props: IconProps) => (
  <svg {...strokeProps} {...props}>
    <path d="M12 15V4M7 9l5-5 5 5" />
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </svg>
);

export const DownloadIcon = (props: IconProps) => (
  <svg {...strokeProps} {...props}>
    <path d="M12 4v11M7 10l5 5 5-5" />
    <path d="M4 17v1a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-1" />
  </svg>
);

export const TrashIcon = (props: IconProps) => (
  <svg {...strokeProps} {...props}>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />
  </svg>
);

export const PlayIcon = (props: IconProps) => (
  <svg {...strokeProps} {...props}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </svg>
);

export const ShareIcon = (props: IconProps) => (
  <svg {...strokeProps} {...props}>
    <path d="M12 15V4M8 8l4-4 4 4" />
    <path d="M8 11H6a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5a2 2 0 0 0-2-2h-2" />
  </svg>
);

/** "Use in…": an arrow leaving a frame, for handing a Library item to another tool. */
export const UseInIcon = (props: IconProps) => (
  <svg {...strokeProps} {...props}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </svg>
);
