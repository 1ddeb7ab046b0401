import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    // pages settle at the speed of a loaded 2-core machine, not a laptop
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    // one server and one browser are shared; journeys run one file at a time
    fileParallelism: false,
  },
});
