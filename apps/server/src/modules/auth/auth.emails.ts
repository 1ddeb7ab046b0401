import { LIMITS, PRODUCT } from '@orato/shared';
import type { MailMessage } from '../../adapters/mailer/mailer';
import { escapeHtml } from '../../lib/html';

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 32px;background:#0b1324;border-radius:12px 12px 0 0;color:#5eead4;font-size:22px;font-weight:bold">${PRODUCT.name}</td></tr>
<tr><td style="padding:32px;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 32px 28px;color:#64748b;font-size:12px">${PRODUCT.company} · ${escapeHtml(PRODUCT.londonOffice)}</td></tr>
</table></td></tr></table></body></html>`;
}

export function verificationCodeEmail(to: string, code: string): MailMessage {
  const minutes = LIMITS.otpLifetimeSeconds / 60;
  const subject = `Your ${PRODUCT.name} verification code: ${code}`;
  return {
    to,
    subject,
    text: `Welcome to ${PRODUCT.name}!\n\nYour verification code is ${code}\n\nIt expires in ${minutes} minutes. If you did not sign up, you can ignore this e-mail.\n`,
    html: layout(
      subject,
      `<p>Welcome to ${PRODUCT.name}!</p><p>Your verification code is:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${code}</p>
<p>It expires in ${minutes} minutes. If you did not sign up, you can ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  const minutes = LIMITS.resetTokenLifetimeSeconds / 60;
  const subject = `Reset your ${PRODUCT.name} password`;
  return {
    to,
    subject,
    text: `Someone asked to reset the password of your ${PRODUCT.name} account.\n\nChoose a new password here (the link works once, for ${minutes} minutes):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: layout(
      subject,
      `<p>Someone asked to reset the password of your ${PRODUCT.name} account.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#14b8a6;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p>The link works once, for ${minutes} minutes. If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    ),
  };
}

export function passwordChangedEmail(to: string): MailMessage {
  const subject = `Your ${PRODUCT.name} password was changed`;
  return {
    to,
    subject,
    text: `The password of your ${PRODUCT.name} account was just changed, and every device was signed out.\n\nIf this was not you, reset your password now and contact support.\n`,
    html: layout(
      subject,
      `<p>The password of your ${PRODUCT.name} account was just changed, and every device was signed out.</p><p>If this was not you, reset your password now and contact support.</p>`,
    ),
  };
}
