import { createHash } from 'node:crypto';
import type { GooglePopupResult } from '@orato/shared';
import { APP_ICON_LINK, escapeHtml } from '../../lib/html';

// the one script of the page is a constant, so the CSP can allow exactly it by hash
const SCRIPT = `(function(){var r=JSON.parse(document.getElementById('result').textContent);if(window.opener){window.opener.postMessage(r.message,r.origin);window.close();}else{location.replace(r.message.ok?'/dashboard':'/login');}})();`;

// base-uri, form-action and frame-ancestors do not fall back to default-src, so each is named
export const GOOGLE_POPUP_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page the popup lands on: it tells the opener how sign-in went, then closes itself. */
export function renderGooglePopupPage(message: GooglePopupResult, openerOrigin: string): string {
  // JSON inside <script> must not be able to close the tag
  const data = JSON.stringify({ message, origin: openerOrigin }).replace(/</g, '\\u003c');
  const text = message.ok
    ? 'Signed in. You can close this window.'
    : (message.error ?? 'Sign-in failed.');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${APP_ICON_LINK}<title>Google sign-in</title></head>
<body style="font-family:system-ui,sans-serif;padding:24px"><p>${escapeHtml(text)}</p>
<script type="application/json" id="result">${data}</script><script>${SCRIPT}</script></body></html>`;
}
