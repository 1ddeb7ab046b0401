import { PRODUCT } from '@orato/shared';
import type { OutboxEntry } from './mail-outbox.repository';
import { APP_ICON_LINK, escapeHtml } from '../../lib/html';

/** The dev mailbox as one self-contained page; each mail's HTML is shown in a sandboxed frame. */
export function renderDevMailboxPage(entries: OutboxEntry[]): string {
  const items = entries.map(
    (entry) => `<article>
  <header><strong>${escapeHtml(entry.subject)}</strong>
  <span>to ${escapeHtml(entry.to)} · ${entry.sentAt.toISOString()}</span></header>
  <iframe sandbox title="${escapeHtml(entry.subject)}" srcdoc="${escapeHtml(entry.html)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(entry.text)}</pre></details>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${APP_ICON_LINK}<title>Dev mailbox — ${PRODUCT.name}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0b1324;color:#e6edf7}
main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{font-size:22px}p.note{color:#9fb0c8}
article{background:#fff;color:#111;border-radius:12px;margin:16px 0;overflow:hidden}
article header{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;padding:12px 16px;background:#e8f6f5}
article header span{color:#475569;font-size:13px}
iframe{width:100%;height:320px;border:0}details{padding:8px 16px}pre{white-space:pre-wrap}
</style></head>
<body><main><h1>Dev mailbox</h1>
<p class="note">Mail the embedded outbox stored instead of sending (no SMTP_URL is set). Newest first. JSON: <a style="color:#5eead4" href="/dev/mailbox.json">/dev/mailbox.json</a></p>
${items.length ? items.join('\n') : '<p>No mail yet.</p>'}
</main></body></html>`;
}
