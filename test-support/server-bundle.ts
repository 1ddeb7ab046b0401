// The server compiled for production once per test run. Tests that need the server as a process of
// its own start this file with plain `node`, as the container does: a start through the TypeScript
// loader compiled every module again (some 3 CPU-seconds a start on a 2-core machine).
import { rm } from 'node:fs/promises';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface ServerBundle {
  /** The compiled `main.js`. */
  file: string;
  remove(): Promise<void>;
}

/** Compiles the server into a folder of this run's own (inside the checkout, beside node_modules). */
export async function buildServerBundle(): Promise<ServerBundle> {
  const dir = path.join(repoRoot, 'apps/server/dist', `.test-run-${process.pid}`);
  const { buildServer } = (await import(path.join(repoRoot, 'scripts/server-build.mjs'))) as {
    buildServer: (options: { outFile: string }) => Promise<{ outFile: string }>;
  };
  const { outFile } = await buildServer({ outFile: path.join(dir, 'main.js') });
  return { file: outFile, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** `node` arguments that start the compiled server, with stack traces mapped to the sources. */
export function serverArguments(bundle: string): string[] {
  return ['--enable-source-maps', bundle];
}
