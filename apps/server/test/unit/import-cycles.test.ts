import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run check` finds import cycles with scripts/import-cycles.mjs, which, unlike ESLint's
 * import-x/no-cycle, counts type imports too. Proved here on fixtures.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const check = (folder: string) =>
  spawnSync(
    process.execPath,
    ['scripts/import-cycles.mjs', 'test-support/cycle-fixtures', folder],
    { cwd: root, encoding: 'utf8' },
  );

describe('the import cycle check', () => {
  it('refuses a circle made only of type imports, naming its files', () => {
    const result = check('type-only');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('type-only/engine.ts');
    expect(result.stderr).toContain('type-only/engine.types.ts');
  });

  it('refuses two modules that import each other’s values', () => {
    const result = check('values');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('values/first.ts');
    expect(result.stderr).toContain('values/second.ts');
  });

  it('passes the same shapes when the types file is a leaf', () => {
    const result = check('types-leaf');
    expect([result.status, result.stderr]).toEqual([0, '']);
  });
});
