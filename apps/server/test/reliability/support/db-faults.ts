import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';

/** Where a fault can be injected: each is a trigger that fails the statement while armed. */
export type FaultPoint =
  | 'balance-update'
  | 'ledger-hold'
  | 'ledger-capture'
  | 'ledger-grant'
  | 'payment-insert'
  | 'event-claim'
  | 'progress-write';

const TRIGGERS: Record<FaultPoint, string> = {
  'balance-update': 'before update on credit_balances for each row',
  'ledger-hold': `before insert on credit_ledger for each row when (NEW.kind = 'hold')`,
  'ledger-capture': `before insert on credit_ledger for each row when (NEW.kind = 'capture')`,
  'ledger-grant': `before insert on credit_ledger for each row when (NEW.kind = 'grant')`,
  'payment-insert': 'before insert on payments for each row',
  'event-claim': 'before insert on processed_events for each row',
  // a write to a running generation that leaves its state as it is: a progress report
  'progress-write': `before update on generations for each row when (OLD.state = 'PROCESSING' and NEW.state = 'PROCESSING')`,
};

/**
 * Test-only fault injection inside the scratch database: an armed point makes its statement fail
 * mid-transaction ('raise'), or kills the connection running it ('terminate', PostgreSQL only),
 * the way a crash or a dropped connection would. The product's schema is not changed.
 */
export async function installFaults(db: Database) {
  await db.execute(
    sql.raw(
      `create table if not exists test_faults (name text primary key, mode text not null default 'raise')`,
    ),
  );
  await db.execute(
    sql.raw(`create or replace function test_fault() returns trigger language plpgsql as $$
      declare armed text;
      begin
        select mode into armed from test_faults where name = TG_ARGV[0];
        if armed = 'terminate' then
          perform pg_terminate_backend(pg_backend_pid());
          perform pg_sleep(5);
        end if;
        if armed is not null then
          raise exception 'injected fault at %', TG_ARGV[0];
        end if;
        return NEW;
      end $$`),
  );
  for (const [point, timing] of Object.entries(TRIGGERS)) {
    const name = `test_fault_${point.replace('-', '_')}`;
    await db.execute(sql.raw(`drop trigger if exists ${name} on ${timing.split(' ')[3]}`));
    await db.execute(
      sql.raw(`create trigger ${name} ${timing} execute function test_fault('${point}')`),
    );
  }
  return {
    async arm(point: FaultPoint, mode: 'raise' | 'terminate' = 'raise') {
      await db.execute(
        sql`insert into test_faults (name, mode) values (${point}, ${mode})
            on conflict (name) do update set mode = excluded.mode`,
      );
    },
    async disarm(point?: FaultPoint) {
      await db.execute(
        point ? sql`delete from test_faults where name = ${point}` : sql`delete from test_faults`,
      );
    },
  };
}
