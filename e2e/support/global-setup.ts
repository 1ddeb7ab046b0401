import type { FullConfig } from '@playwright/test';
import { buildPgliteTemplate } from '../../test-support/pglite-template';
import { buildServerBundle } from '../../test-support/server-bundle';
import { serverUrlVariable } from './browser';
import { PGLITE_TEMPLATE_VARIABLE, SERVER_BUNDLE_VARIABLE, startJourneyServer } from './server';

/**
 * The server compiled and its database migrated once, then a server of its own for each worker, so
 * journeys that fill the render slots or count a server's jobs never see another worker's. Their
 * addresses (and the compiled file and database, for journeys that start a server) reach the
 * workers through the environment they inherit; the returned function stops them.
 */
export default async function setup(config: FullConfig): Promise<() => Promise<void>> {
  const [bundle, template] = await Promise.all([buildServerBundle(), buildPgliteTemplate()]);
  process.env[SERVER_BUNDLE_VARIABLE] = bundle.file;
  process.env[PGLITE_TEMPLATE_VARIABLE] = template.dir;
  const started = await Promise.all(
    Array.from({ length: config.workers }, () => startJourneyServer()),
  );
  started.forEach((server, index) => {
    process.env[serverUrlVariable(index)] = server.baseUrl;
  });
  return async () => {
    await Promise.all(started.map((server) => server.stop()));
    await Promise.all([bundle.remove(), template.remove()]);
  };
}
