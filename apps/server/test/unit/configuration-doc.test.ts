import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLE_NAMES } from '../../src/config';

const page = readFileSync(
  path.resolve(import.meta.dirname, '../../../../docs/configuration.md'),
  'utf8',
);

describe('docs/configuration.md', () => {
  it('knows the variables the server reads', () => {
    expect(ENV_VARIABLE_NAMES).toContain('DATABASE_URL');
    expect(ENV_VARIABLE_NAMES.length).toBeGreaterThan(50);
  });

  it.each(ENV_VARIABLE_NAMES)('documents %s', (name) => {
    expect(page).toContain(`\`${name}\``);
  });
});
