import { DATA_EXPORT_HOURS, DATA_EXPORT_MESSAGES } from '@orato/shared';
import type { MailMessage } from '../../adapters/mailer/mailer';
import { escapeHtml } from '../../lib/html';

/** "Your data is ready": the signed link, which works for its owner, signed in, for 24 hours. */
export function dataExportReadyEmail(to: string, link: string): MailMessage {
  const text = DATA_EXPORT_MESSAGES.emailBody(link, DATA_EXPORT_HOURS);
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')
    .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
  return { to, subject: DATA_EXPORT_MESSAGES.emailSubject, text, html };
}
