/**
 * The app's icon, one copy for the web build (`apps/web/public/favicon.svg`, checked equal by a
 * test) and for the pages the server renders itself (test checkout, billing portal, mailbox).
 */
export const APP_ICON = {
  path: '/favicon.svg',
  type: 'image/svg+xml',
  svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5eead4" />
      <stop offset="1" stop-color="#0d9488" />
    </linearGradient>
  </defs>
  <rect width="32" height="32" rx="9" fill="url(#g)" />
  <path d="M10 8.5v15l13-7.5z" fill="#070b1a" />
</svg>
`,
} as const;
