// A test app with its queue workers running, shared by one describe block: started before its
// tests, disposed after them.
import { afterAll, beforeAll } from 'vitest';
import { startWorkers } from '../../src/jobs/workers';
import { signedInWithCredits } from './auth-client';
import { createTestApp } from './test-container';
import type { DatabaseTarget } from './test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export function useWorkerApp(target: DatabaseTarget) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(target);
    await startWorkers(current.container);
  });
  afterAll(async () => {
    await current?.dispose();
  });
  const ready = (): TestApp => {
    if (!current) {
      throw new Error('the test app starts in beforeAll');
    }
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get container() {
      return ready().container;
    },
    get dataDir() {
      return ready().dataDir;
    },
    /** A signed-in client whose account holds `credits`. */
    signIn: (email: string, credits = 0) =>
      signedInWithCredits(ready().app, ready().container, email, credits),
  };
}
