import type { FastifyPluginAsync } from 'fastify';
import { renderDevMailboxPage } from './dev-mailbox.page';
import type { MailService } from './mail.service';

/** Registered only outside production (see app.ts). */
export const devMailboxRoutes: FastifyPluginAsync<{ mailService: MailService }> = async (
  app,
  { mailService },
) => {
  app.get('/dev/mailbox.json', async () => {
    const entries = await mailService.listOutbox();
    return entries.map((entry) => ({
      to: entry.to,
      subject: entry.subject,
      text: entry.text,
      html: entry.html,
      sentAt: entry.sentAt.toISOString(),
    }));
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const entries = await mailService.listOutbox();
    // the page frames each mail's own HTML, so it needs a looser policy than the app
    return reply
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self' data:; img-src data:",
      )
      .type('text/html; charset=utf-8')
      .send(renderDevMailboxPage(entries));
  });
};
