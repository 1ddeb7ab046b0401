import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that test containers start from (copied, never opened). */
    pgliteTemplateDir: string;
    /** The migrated PostgreSQL database scratch databases are created from, when there is one. */
    postgresTemplate: string | null;
  }
}

/** Migrates once per run, on each database kind, instead of once per suite. */
export default async function setup(project: TestProject) {
  const pglite = await buildPgliteTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await buildPostgresTemplate(serverUrl) : undefined;
  project.provide('pgliteTemplateDir', pglite.dir);
  project.provide('postgresTemplate', postgres?.name ?? null);
  return async () => {
    await postgres?.remove();
    await pglite.remove();
  };
}
