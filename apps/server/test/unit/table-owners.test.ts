import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table: `npm run check` runs scripts/table-owners.mjs, which fails when a server
 * file other than a table's repository (or a reader the map lists) uses the table. Proved here on
 * two fixture trees checked against a small map, and on the server itself.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const fixtures = 'test-support/table-owner-fixtures';
const check = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/table-owners.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('the table owner check', () => {
  it("refuses another module's table by drizzle object or SQL, a reader that writes, an unexplained reader", () => {
    const result = check(`${fixtures}/breaks`, `${fixtures}/owners.mjs`);
    expect(result.status).toBe(1);
    const owner = (file: string) => `owned by apps/server/src/modules/${file}`;
    expect(result.stderr.trim().split('\n').sort()).toEqual([
      expect.stringMatching(
        `^apps/server/src/modules/api/link-stats.repository.ts writes table share_links, ${owner('share/share.repository.ts')}`,
      ),
      expect.stringMatching(
        `^apps/server/src/modules/api/public-api-read.routes.ts reads table library_items, ${owner('library/library.repository.ts')}`,
      ),
      expect.stringMatching(
        '^apps/server/src/modules/library/library.repository.ts reads share_links as a reader: say so',
      ),
      expect.stringMatching(
        `^apps/server/src/modules/share/share.repository.ts reads table library_items, ${owner('library/library.repository.ts')}`,
      ),
    ]);
  });

  it('passes the same tree when each table is used by its owner and explained readers only', () => {
    const result = check(`${fixtures}/keeps`, `${fixtures}/owners.mjs`);
    expect([result.status, result.stderr]).toEqual([0, '']);
  });

  it("holds for the server's own tables", () => {
    const result = check();
    expect([result.status, result.stderr]).toEqual([0, '']);
  });
});
