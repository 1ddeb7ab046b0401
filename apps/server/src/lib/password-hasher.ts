import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP/ASVS row "m = 19 MiB, t = 2, p = 1". */
export const ARGON2_PARAMETERS = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read)
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// each hash holds 19 MiB; bounding how many run at once bounds memory under a login storm
const MAX_CONCURRENT_HASHES = 4;

export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return this.bounded(() => hash(password, ARGON2_PARAMETERS));
  }

  /** A null hash (no such user, or a Google-only account) still costs one verify, so timing tells nothing. */
  async verify(storedHash: string | null, password: string): Promise<boolean> {
    this.dummyHash ??= hash('not-a-real-password', ARGON2_PARAMETERS);
    const target = storedHash ?? (await this.dummyHash);
    const matches = await this.bounded(() => verify(target, password).catch(() => false));
    return storedHash !== null && matches;
  }

  /** True when a hash was made with weaker parameters than today's and should be replaced. */
  needsRehash(storedHash: string): boolean {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
    if (!match) {
      return true;
    }
    const [, memory, time] = match.map(Number);
    return memory! < ARGON2_PARAMETERS.memoryCost || time! < ARGON2_PARAMETERS.timeCost;
  }

  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= MAX_CONCURRENT_HASHES) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
