// lint as: apps/server/src/lib/lint-fixture.ts
// an import that resolves nowhere is an error, not a silently skipped check
import { nothing } from './no-such-file'; // ✗ import-x/no-unresolved
import { AppError } from './app-error';

export const fixture = [nothing, AppError] as const;
