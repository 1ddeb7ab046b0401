import type { Container } from '../../src/container';

let counter = 0;

/** A verified user straight in the database, for suites that are not about sign-up. */
export async function createUser(
  container: Container,
  email = `user${++counter}-${Date.now()}@example.com`,
) {
  const { users } = await import('../../src/db/schema');
  const [user] = await container.database.db
    .insert(users)
    .values({ email, passwordHash: null, emailVerifiedAt: new Date() })
    .returning();
  return user!;
}
