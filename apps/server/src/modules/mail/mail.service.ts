import type { MailMessage, Mailer } from '../../adapters/mailer/mailer';
import type { MailOutboxRepository, OutboxEntry } from './mail-outbox.repository';

const MAILBOX_LIMIT = 100;

export class MailService {
  constructor(
    private readonly mailer: Mailer,
    private readonly outbox: MailOutboxRepository,
  ) {}

  send(message: MailMessage): Promise<void> {
    return this.mailer.send(message);
  }

  /** What the embedded outbox holds, newest first (development only). */
  listOutbox(): Promise<OutboxEntry[]> {
    return this.outbox.listRecent(MAILBOX_LIMIT);
  }
}
