// `npm run check` step: no import cycles among our TypeScript files, type-only and side-effect
// imports included. It replaces ESLint's import-x/no-cycle, which skips `import type` (a circle of
// types, a `.types.ts` file importing the engine that imports it, passed lint while it still tied
// the two files together) and was a third of a cold lint's rule time. This reads every import of
// our own files and fails on any strongly connected group of them.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

import { pathToFileURL } from 'node:url';

const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'apps/web/test',
  'packages/shared/src',
  'packages/shared/test',
  'packages/media/src',
  'packages/media/test',
  'e2e',
  'bench',
  'test-support',
];
/** Folders of files that break the rules on purpose, for the checks' own tests. */
const FIXTURES = new Set([
  'cycle-fixtures',
  'lint-fixtures',
  'table-owner-fixtures',
  'node_modules',
]);
const ALIASES = { '@/': 'apps/web/src/' };
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return FIXTURES.has(name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolveImport(root, from, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base;
  if (alias) base = path.join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const stripped = base.replace(/\.js$/, '');
  const candidates = [base, `${stripped}.ts`, `${stripped}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function importsOf(root, file) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(root, file, match[1] ?? match[2] ?? match[3]);
    if (target) found.add(target);
  }
  return [...found];
}

/** Tarjan's strongly connected components: every group of two or more files is a cycle. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Every group of files under `sourceRoots` (relative to `root`) that import one another in a circle. */
export function importCycles(root, sourceRoots = SOURCE_ROOTS) {
  const files = sourceRoots.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const graph = new Map(files.map((file) => [file, importsOf(root, file)]));
  return cycles(graph).map((group) => group.map((file) => path.relative(root, file)).sort());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `node scripts/import-cycles.mjs [root] [source folders…]`: the repository's sources by default
  const [root, ...folders] = process.argv.slice(2);
  const found = root
    ? importCycles(path.resolve(root), folders)
    : importCycles(path.resolve(import.meta.dirname, '..'));
  for (const group of found) {
    console.error(`import cycle (types included) between:\n  ${group.join('\n  ')}`);
  }
  process.exit(found.length > 0 ? 1 : 0);
}
