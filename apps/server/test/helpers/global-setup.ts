import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../../../../test-support/server-bundle';
import { buildPgliteTemplate, writePgliteSnapshot } from '../../../../test-support/pglite-template';
import { buildPostgresTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that server processes start from (copied, never opened). */
    pgliteTemplateDir: string;
    /** The same database as one file, for suites that open it in memory. */
    pgliteSnapshot: string;
    /** The migrated PostgreSQL database scratch databases are created from, when there is one. */
    postgresTemplate: string | null;
    /** The server compiled for production, which suites start as a process of its own. */
    serverBundle: string;
  }
}

/** Migrates once per run, on each database kind, and compiles the server once, instead of per suite. */
export default async function setup(project: TestProject) {
  const pglite = await buildPgliteTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await buildPostgresTemplate(serverUrl) : undefined;
  const bundle = await buildServerBundle();
  project.provide('pgliteTemplateDir', pglite.dir);
  project.provide('pgliteSnapshot', await writePgliteSnapshot(pglite.dir));
  project.provide('postgresTemplate', postgres?.name ?? null);
  project.provide('serverBundle', bundle.file);
  return async () => {
    await postgres?.remove();
    await pglite.remove();
    await bundle.remove();
  };
}
