import path from 'node:path';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Files that vi.mock a module: they keep a module graph of their own. */
const MOCKS_MODULES = ['packages/media/test/files/move-file.test.ts'];

export default defineConfig({
  test: {
    // most suites wait on a database, a child process or a fake provider much of the time: with
    // one worker per core, the last two minutes of npm test left the cores half idle (a fourth
    // worker on two cores gained nothing more)
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        // the web app's pure helpers; its screens are covered by the browser journeys in e2e/
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.ts'],
        },
      },
      {
        // the web app's components, rendered in jsdom and driven as a user would (Testing Library)
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web-dom',
          include: ['apps/web/test/**/*.test.tsx'],
          environment: 'jsdom',
          // one jsdom per worker, not per file (some 1.3 s of CPU a file); the setup file resets
          // what a test could leave in it
          isolate: false,
          setupFiles: ['apps/web/test/support/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/*/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKS_MODULES],
          // one worker runs file after file, importing (and compiling Flite, reading catalogues)
          // once: these files keep no state between them; setupFiles still run per file
          isolate: false,
          setupFiles: ['test-support/private-tmpdir.ts'],
          // a render that takes 5 s alone can wait its turn on two cores busy with the server's
          // suites and the journeys (seen: 30 s); slowness, not a fault
          testTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'packages-mocked',
          include: MOCKS_MODULES,
          setupFiles: ['test-support/private-tmpdir.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // each suite disposes its app and database in afterAll; the server's modules are imported
          // once per worker instead of once per file (some 0.7 s of CPU a file)
          isolate: false,
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          setupFiles: ['test-support/private-tmpdir.ts'],
          // the journeys' renders run beside these suites: an embedded database's start-up can wait
          // its turn for minutes on two busy cores, which is slowness, not a fault
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
