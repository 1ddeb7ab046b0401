import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import type { Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askRunningServer, listenForAdminCommands, parseAdminArgs } from '../../src/admin-command';
import { openPgliteDatabase } from '../../src/db/pglite.database';
import { staffAuditLog, users } from '../../src/db/schema';
import { createScratchDatabase, DATABASE_TARGETS } from '../helpers/test-database';
import { createTestContainer, silentLogger, type TestContext } from '../helpers/test-container';
import { createUser } from '../helpers/users';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** `npm run admin -- …` as an operator types it, in a process of its own. */
async function adminCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run('node', ['scripts/admin.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      timeout: 120_000,
    });
    return { code: 0, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

describe('the admin command line', () => {
  it('reads grant and revoke, and shows the usage for anything else', () => {
    expect(parseAdminArgs(['grant', 'a@example.com', 'admin'])).toEqual({
      email: 'a@example.com',
      role: 'admin',
    });
    expect(parseAdminArgs(['revoke', 'a@example.com'])).toEqual({
      email: 'a@example.com',
      role: 'none',
    });
    for (const wrong of [[], ['grant', 'a@example.com'], ['grant', 'a@example.com', 'owner']]) {
      expect(parseAdminArgs(wrong)).toHaveProperty('usage');
    }
  });

  describe('while a server holds the embedded database', () => {
    let context: TestContext;
    let server: Server;
    let socketPath: string;

    beforeAll(async () => {
      context = await createTestContainer('pglite');
      socketPath = context.container.config.admin.socketPath;
      server = await listenForAdminCommands(
        socketPath,
        context.container.services.admin.roles,
        silentLogger,
      );
    });
    afterAll(async () => {
      server?.close();
      await context?.dispose();
    });

    it('hands the grant to the server over a socket only its owner can open', async () => {
      expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
      const user = await createUser(context.container, 'first-admin@example.com');
      const answer = await adminCli(['grant', 'First-Admin@example.com', 'admin'], {
        DATA_DIR: context.dataDir,
      });
      expect(answer).toEqual({
        code: 0,
        output: 'Granted admin to first-admin@example.com (was none).',
      });
      const db = context.container.database.db;
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row!.role).toBe('admin');
      const audit = await db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.targetUserId, user.id));
      expect(audit).toMatchObject([
        {
          actorId: null,
          actorEmail: 'command line',
          action: 'role.grant',
          after: { role: 'admin' },
        },
      ]);
    });

    it('says so for an unknown e-mail, and changes nothing', async () => {
      const answer = await askRunningServer(socketPath, {
        email: 'nobody@example.com',
        role: 'support',
      });
      expect(answer).toEqual({
        ok: false,
        error: ADMIN_MESSAGES.unknownEmail('nobody@example.com'),
      });
    });
  });

  it('opens the embedded database itself when no server runs', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-admin-cli-'));
    try {
      const database = await openPgliteDatabase(path.join(dataDir, 'db'));
      await database.migrate();
      await database.db.insert(users).values({ email: 'support@example.com' });
      await database.close();
      expect(
        await askRunningServer(path.join(dataDir, 'admin.sock'), {
          email: 'support@example.com',
          role: 'support',
        }),
      ).toBeUndefined();

      const granted = await adminCli(['grant', 'support@example.com', 'support'], {
        DATA_DIR: dataDir,
      });
      expect(granted).toEqual({
        code: 0,
        output: 'Granted support to support@example.com (was none).',
      });
      const unknown = await adminCli(['revoke', 'ghost@example.com'], { DATA_DIR: dataDir });
      expect(unknown).toEqual({
        code: 1,
        output: ADMIN_MESSAGES.unknownEmail('ghost@example.com'),
      });
      const revoked = await adminCli(['revoke', 'support@example.com'], { DATA_DIR: dataDir });
      expect(revoked.code).toBe(0);

      const reopened = await openPgliteDatabase(path.join(dataDir, 'db'));
      const [row] = await reopened.db.select().from(users);
      const audit = await reopened.db.select().from(staffAuditLog);
      await reopened.close();
      expect(row!.role).toBe('none');
      expect(audit.map((entry) => entry.action)).toEqual(['role.grant', 'role.revoke']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!DATABASE_TARGETS.includes('postgres'))('connects to PostgreSQL directly', async () => {
    const scratch = await createScratchDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-admin-cli-'));
    try {
      const answer = await adminCli(['grant', 'nobody@example.com', 'admin'], {
        DATA_DIR: dataDir,
        DATABASE_URL: scratch.url,
      });
      expect(answer).toEqual({
        code: 1,
        output: ADMIN_MESSAGES.unknownEmail('nobody@example.com'),
      });
    } finally {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
