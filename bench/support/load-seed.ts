// Seeds a load-test database in bulk, straight through SQL, before the server starts: users with
// sessions, credits and library entries. Opened with the server's own database code, so the schema
// and its migrations are exactly the server's.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/open-database';
import type { DatabaseConfig } from '../../apps/server/src/config';

export const SUBMITTER_EMAIL = 'load-submitter@example.com';

export interface SeedPlan {
  users: number;
  entriesPerUser: number;
  creditsPerUser: number;
  submitterCredits: number;
}

export interface Seeded {
  /** One session cookie value (the token) per seeded user, in e-mail order. */
  readerTokens: string[];
  submitterToken: string;
  /** How the entries split by feature, per user. */
  perUser: { avatarVideos: number; veoVideos: number; images: number };
  seedMs: number;
}

/** How many of each user's entries are avatar videos and VEO clips; the rest are images. */
function split(entries: number) {
  const avatarVideos = Math.round(entries * 0.4);
  const veoVideos = Math.round(entries * 0.2);
  return { avatarVideos, veoVideos, images: entries - avatarVideos - veoVideos };
}

export async function seedLoadDatabase(database: DatabaseConfig, plan: SeedPlan): Promise<Seeded> {
  const started = performance.now();
  const handle = await openDatabase(database);
  try {
    await handle.migrate();
    const run = (statement: string) => handle.db.execute(sql.raw(statement));
    const perUser = split(plan.entriesPerUser);
    await run(`
      insert into users (email, email_verified_at)
      select 'load-' || lpad(i::text, 5, '0') || '@example.com', now()
      from generate_series(1, ${plan.users}) as i`);
    await run(`insert into users (email, email_verified_at) values ('${SUBMITTER_EMAIL}', now())`);
    // media keys are unique per entry; listing only signs links, so no file has to exist
    await run(`
      insert into library_items (user_id, feature, media_key, thumbnail_key, title, avatar, created_at)
      select u.id,
        case when n <= ${perUser.avatarVideos} then 'ai-avatar'
             when n <= ${perUser.avatarVideos + perUser.veoVideos} then 'veo3-videos'
             else 'nano-banana' end,
        'users/' || u.id || '/seed/' || n || case when n <= ${perUser.avatarVideos + perUser.veoVideos} then '.mp4' else '.png' end,
        case when n <= ${perUser.avatarVideos + perUser.veoVideos} then 'users/' || u.id || '/seed/' || n || '.jpg' end,
        'Seeded entry number ' || n,
        case when n <= ${perUser.avatarVideos} then 'Anna' end,
        now() - n * interval '1 minute'
      from users u cross join generate_series(1, ${plan.entriesPerUser}) as n
      where u.email <> '${SUBMITTER_EMAIL}'`);
    // credits as the ledger keeps them: a grant entry and the balance row it adds up to
    await run(`
      insert into credit_ledger (user_id, kind, amount, delta, idempotency_key, reason)
      select id, 'grant', c, c, 'grant:load-seed-' || id, 'load test credits'
      from (select id, case when email = '${SUBMITTER_EMAIL}' then ${plan.submitterCredits}
                            else ${plan.creditsPerUser} end as c from users) as granted`);
    await run(`
      insert into credit_balances (user_id, available, held)
      select user_id, delta, 0 from credit_ledger where idempotency_key like 'grant:load-seed-%'`);

    // sessions store only the token's SHA-256; the cookie carries the token itself
    const users = (await run(`select id, email from users order by email`)) as unknown as {
      rows: { id: string; email: string }[];
    };
    const tokens = new Map(
      users.rows.map((user) => [user.email, randomBytes(32).toString('base64url')]),
    );
    const values = users.rows.map((user) => {
      const hash = createHash('sha256').update(tokens.get(user.email)!).digest('hex');
      return `('${hash}', '${user.id}', now() + interval '30 days')`;
    });
    await run(`insert into sessions (token_hash, user_id, expires_at) values ${values.join(', ')}`);

    return {
      readerTokens: users.rows
        .filter((user) => user.email !== SUBMITTER_EMAIL)
        .map((user) => tokens.get(user.email)!),
      submitterToken: tokens.get(SUBMITTER_EMAIL)!,
      perUser,
      seedMs: Math.round(performance.now() - started),
    };
  } finally {
    await handle.close();
  }
}
