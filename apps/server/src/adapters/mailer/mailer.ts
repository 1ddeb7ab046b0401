export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: to a stored outbox (and the console) by default, through SMTP when configured. */
export interface Mailer {
  readonly driver: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
