import type { MailMessage, Mailer } from './mailer';

export interface OutboxStore {
  save(message: MailMessage & { from: string }): Promise<void>;
}

interface Logger {
  info(object: object, message: string): void;
}

/**
 * The embedded mailer: nothing leaves the machine. Each mail is stored for the dev mailbox and
 * announced with one console line, so a developer can finish a sign-up without an SMTP server.
 */
export class OutboxMailer implements Mailer {
  readonly driver = 'outbox';

  constructor(
    private readonly store: OutboxStore,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.store.save({ ...message, from: this.from });
    // not the subject: a sign-up code travels in it
    this.logger.info({ to: message.to }, 'mail stored in the outbox (see /dev/mailbox)');
  }
}
