import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail the outbox mailer "sent": what the dev mailbox shows when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_sent_at_idx').on(table.sentAt)],
);
