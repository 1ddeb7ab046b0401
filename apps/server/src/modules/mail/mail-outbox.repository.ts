import { desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export interface OutboxEntry {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: Date;
}

export class MailOutboxRepository {
  constructor(private readonly db: Database) {}

  async save(message: Omit<OutboxEntry, 'sentAt'>): Promise<void> {
    await this.db.insert(mailOutbox).values({
      toAddress: message.to,
      fromAddress: message.from,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  /** Newest first. */
  async listRecent(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.sentAt))
      .limit(limit);
    return rows.map((row) => ({
      to: row.toAddress,
      from: row.fromAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      sentAt: row.sentAt,
    }));
  }

  /** Copies of mail sent before `before`; how many went. */
  async deleteSentBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(mailOutbox)
      .where(lt(mailOutbox.sentAt, before))
      .returning({ id: mailOutbox.id });
    return rows.length;
  }

  /** Every copy of mail sent to `address` (an account being deleted: it is named by address only). */
  async deleteTo(address: string): Promise<void> {
    await this.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, address));
  }
}
