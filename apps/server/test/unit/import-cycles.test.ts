import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ESLint's import-x/no-cycle skips `import type`, so `npm run check` also runs
 * scripts/import-cycles.mjs, which counts type imports too. Proved here on two fixtures.
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

  it('passes the same shapes when the types file is a leaf', () => {
    const result = check('types-leaf');
    expect([result.status, result.stderr]).toEqual([0, '']);
  });
});
