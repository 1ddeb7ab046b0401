import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KEPT_WITH_ACCOUNT, RETENTION_RULES } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { RETENTION_ENFORCERS } from '../../src/modules/retention/retention.rules';

const page = readFileSync(
  path.resolve(import.meta.dirname, '../../../../docs/data-retention.md'),
  'utf8',
);

describe('docs/data-retention.md', () => {
  it.each(RETENTION_RULES.map((rule) => [rule.id, rule] as const))(
    'states the rule %s as the code enforces it',
    (id, rule) => {
      expect(page).toContain(`| \`${id}\` | ${rule.data} | ${rule.why} | ${rule.keptFor} |`);
      expect(RETENTION_ENFORCERS[id]).toBeTypeOf('function');
    },
  );

  it('lists everything kept while the account is open', () => {
    for (const kind of KEPT_WITH_ACCOUNT) {
      expect(page).toContain(`| ${kind.data} | ${kind.why} |`);
    }
  });
});
