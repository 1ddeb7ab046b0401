import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginAttempts, mailOutbox } from '../../db/schema';

/** Rows that name an account by its e-mail address rather than its id, so no foreign key cascades. */
export class AccountTracesRepository {
  constructor(private readonly db: Database) {}

  async deleteByEmail(email: string): Promise<void> {
    await this.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
    await this.db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  }
}
