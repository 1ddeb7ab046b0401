import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of ARCHITECTURE.md are only as good as the lint that checks them: with a
 * resolver that cannot follow our imports, every zone is skipped in silence. Each fixture breaks a
 * rule; every line marked `// ✗ <rule>` must be reported by that rule, and no other line may be.
 * Fixtures are linted with the repository's own config, at the path their first line names.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const fixtures = path.join(root, 'test-support/lint-fixtures');
const LINT_AS = /^\/\/ lint as: (\S+)/;
const MARK = /\/\/ ✗ (\S+)/;

// the fixtures lie outside every TypeScript project, so the type-aware rules (which are checked on
// the real tree) are off here; the import rules need no type information
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

function expectedMarks(source: string): string[] {
  return source.split('\n').flatMap((line, index) => {
    const mark = MARK.exec(line);
    return mark ? [`${index + 1}:${mark[1]}`] : [];
  });
}

const reported = (messages: { line: number; ruleId: string | null }[]) =>
  messages.map((message) => `${message.line}:${message.ruleId ?? 'parse error'}`).sort();

// linting is CPU work: on a busy two-core machine one fixture set can take most of a minute
describe('lint that bites', { timeout: 180_000 }, () => {
  it.each(['server', 'web', 'media', 'unresolved'])(
    'refuses every marked import in the %s fixtures',
    async (prefix) => {
      const names = (await readdir(fixtures)).filter((name) => name.startsWith(prefix));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const source = await readFile(path.join(fixtures, name), 'utf8');
        const lintAs = LINT_AS.exec(source)?.[1];
        expect(lintAs, `${name} names the path it is linted at`).toBeDefined();
        const [result] = await eslint.lintText(source, { filePath: path.join(root, lintAs!) });
        expect(reported(result!.messages), name).toEqual(expectedMarks(source).sort());
      }
    },
  );

  it('leaves the fixtures out of the normal lint run', async () => {
    const normal = new ESLint({ cwd: root });
    expect(await normal.isPathIgnored(path.join(fixtures, 'unresolved-import.ts'))).toBe(true);
  });
});
