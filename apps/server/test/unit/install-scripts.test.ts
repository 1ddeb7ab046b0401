// `npm install` runs a package's install scripts only where allowScripts decides them; one left
// undecided prints a warning on every install (and is skipped), so each must have a decision.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

const read = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** Every installed package folder under `dir` (scoped ones and nested node_modules included). */
function* packagesUnder(dir: string): Generator<string> {
  if (!existsSync(dir)) {
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) {
      continue;
    }
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packagesUnder(folder);
      continue;
    }
    if (existsSync(path.join(folder, 'package.json'))) {
      yield folder;
    }
    yield* packagesUnder(path.join(folder, 'node_modules'));
  }
}

/** The packages npm would run a script of at install time. */
function withInstallScripts(): string[] {
  const names = new Set<string>();
  for (const folder of packagesUnder(path.join(root, 'node_modules'))) {
    const manifest = read(path.join(folder, 'package.json'));
    const scripts = manifest.scripts ?? {};
    const runs =
      ['preinstall', 'install', 'postinstall'].some((name) => scripts[name]) ||
      // npm runs `node-gyp rebuild` for a native addon that names no install script
      existsSync(path.join(folder, 'binding.gyp'));
    if (runs && manifest.name) {
      names.add(manifest.name);
    }
  }
  return [...names].sort();
}

describe('install scripts', () => {
  it('each installed package with one is approved or denied in allowScripts', () => {
    const decided = read(path.join(root, 'package.json')).allowScripts ?? {};
    expect(withInstallScripts().filter((name) => !(name in decided))).toEqual([]);
  });

  it('denies usage telemetry at install time', () => {
    expect(read(path.join(root, 'package.json')).allowScripts?.['@scarf/scarf']).toBe(false);
  });
});
