import { PRODUCT } from '@orato/shared';
import type { MailMessage } from '../../adapters/mailer/mailer';
import { escapeHtml } from '../../lib/html';
import { layout } from '../auth/auth.emails';

const NOUNS: Readonly<Record<string, string>> = {
  'ai-avatar': 'video',
  'veo3-videos': 'video',
  'nano-banana': 'image',
};

export interface JobNotice {
  to: string;
  feature: string;
  title: string | null;
  link: string;
}

export function jobReadyEmail(
  notice: JobNotice & { seconds: number | null; credits: number },
): MailMessage {
  const noun = NOUNS[notice.feature] ?? 'result';
  const subject = `Your ${noun} is ready`;
  const what = notice.title ? `“${notice.title}”` : `Your ${noun}`;
  const figures = [
    notice.seconds !== null ? `${Math.ceil(notice.seconds - 1e-6)} s` : null,
    `${notice.credits} credits`,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    to: notice.to,
    subject,
    text: `${what} is ready (${figures}).\n\nWatch or download it in your library:\n${notice.link}\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(what)} is ready (${escapeHtml(figures)}).</p>
<p><a href="${escapeHtml(notice.link)}" style="color:#0d9488;font-weight:bold">Open it in your ${PRODUCT.name} library</a></p>`,
    ),
  };
}

export function jobFailedEmail(
  notice: JobNotice & { reason: string; creditsBack: number },
): MailMessage {
  const noun = NOUNS[notice.feature] ?? 'result';
  const subject = `We couldn't make your ${noun} — your ${notice.creditsBack} credits are back`;
  const what = notice.title ? ` “${notice.title}”` : '';
  return {
    to: notice.to,
    subject,
    text: `We couldn't make your ${noun}${what}.\n\nWhy: ${notice.reason}\n\nYour ${notice.creditsBack} credits are back in your balance. Try again here:\n${notice.link}\n`,
    html: layout(
      subject,
      `<p>We couldn't make your ${noun}${escapeHtml(what)}.</p><p>Why: ${escapeHtml(notice.reason)}</p>
<p>Your ${notice.creditsBack} credits are back in your balance.</p>
<p><a href="${escapeHtml(notice.link)}" style="color:#0d9488;font-weight:bold">Try again</a></p>`,
    ),
  };
}
