import { afterAll, beforeAll } from 'vitest';

/**
 * A resource for the describe block this is called in: made before its tests and released after
 * them. The answer stands for the resource once it is made, so read it inside a test or a later
 * hook (a describe body runs before any hook).
 */
export function useSuiteResource<T extends object>(
  name: string,
  make: () => Promise<T>,
  release: (resource: T) => Promise<void>,
  timeoutMs?: number,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  }, timeoutMs);
  afterAll(async () => {
    if (made) {
      await release(made);
    }
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!made) {
        throw new Error(`the ${name} is made in beforeAll; use it inside a test`);
      }
      const value: unknown = Reflect.get(made, key);
      return typeof value === 'function' ? value.bind(made) : value;
    },
  });
}
