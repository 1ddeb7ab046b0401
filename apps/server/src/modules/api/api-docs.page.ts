import { PRODUCT } from '@orato/shared';
import { APP_ICON_LINK, escapeHtml } from '../../lib/html';

/** The docs page's own look around the reference (the reference brings its own stylesheet). */
const DOCS_STYLE = `body{margin:0;font:16px/1.55 system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;background:#fff}
.intro{max-width:1040px;margin:0 auto;padding:28px 20px 8px}
.intro h1{font-size:28px;margin:0 0 4px}.intro h2{font-size:20px;margin:24px 0 8px}
.intro p,.intro li{color:#334155}.intro a{color:#0f766e}
.intro pre{background:#0f172a;color:#e2e8f0;padding:14px 16px;border-radius:10px;overflow-x:auto;font-size:13px;line-height:1.5}
.intro code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
.intro :not(pre)>code{background:#f1f5f9;padding:1px 5px;border-radius:4px;font-size:.9em}
.top{display:flex;gap:16px;align-items:baseline;flex-wrap:wrap}
#reference{max-width:1100px;margin:0 auto}`;

/**
 * `/docs/api`: how to start (make a key, create, poll), then the reference rendered from
 * `/api/v1/openapi.json`. Everything is served by us: no CDN, and the CSP's script-src 'self' holds.
 */
export function apiDocsPage(siteUrl: string, keyRequestsPerMinute: number): string {
  const origin = new URL(siteUrl).origin;
  const curl = `curl -s ${origin}/api/v1/images \\
  -H "Authorization: Bearer $ORATO_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"prompt": "A lighthouse at dusk, watercolor"}'
# → 202 {"job": {"id": "9b1c…", "state": "QUEUED", …}}

curl -s ${origin}/api/v1/jobs/9b1c… -H "Authorization: Bearer $ORATO_API_KEY"
# → {"job": {"state": "COMPLETE", "result": {"url": "…"}, "credits": {"held": 2, "charged": 2}, …}}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(PRODUCT.name)} API</title>
${APP_ICON_LINK}
<link rel="stylesheet" href="/docs/api/assets/swagger-ui.css">
<style>${DOCS_STYLE}</style>
</head><body>
<section class="intro">
<div class="top"><h1>${escapeHtml(PRODUCT.name)} API</h1><a href="/">Back to ${escapeHtml(PRODUCT.name)}</a><a href="/api/v1/openapi.json">openapi.json</a></div>
<h2>Getting started</h2>
<ol>
<li><strong>Make a key</strong> in <a href="/dashboard/profile?tab=api">Profile → API</a>. It is shown once: keep it secret, like a password.</li>
<li><strong>Create</strong> with <code>Authorization: Bearer &lt;key&gt;</code>. Send an <code>Idempotency-Key</code> (any unique string up to 255 characters) so a retried request never starts, or charges for, a second job.</li>
<li><strong>Poll</strong> <code>GET /api/v1/jobs/{id}</code> every few seconds until <code>state</code> is <code>COMPLETE</code> (links in <code>result</code>) or <code>FAILED</code> (your credits are returned).</li>
</ol>
<pre><code>${escapeHtml(curl)}</code></pre>
<p>Errors answer <code>{"error": {"code", "message"}}</code>. Each key may make ${keyRequestsPerMinute} requests a minute (see the <code>X-RateLimit-*</code> headers); keys cannot buy credits, manage billing or keys, or delete the account.</p>
</section>
<div id="reference"></div>
<script src="/docs/api/assets/swagger-ui-bundle.js"></script>
<script src="/docs/api/assets/init.js"></script>
</body></html>`;
}

/** Starts the reference; a file of its own, since the CSP allows no inline script. */
export const API_DOCS_INIT_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    tryItOutEnabled: false,
    persistAuthorization: false,
  });
});
`;
