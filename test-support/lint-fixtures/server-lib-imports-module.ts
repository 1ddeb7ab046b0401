// lint as: apps/server/src/lib/lint-fixture.ts
// lib is leaf code: a helper that reached up into a module or the composition root
import { planName } from '../modules/billing/billing.service'; // ✗ import-x/no-restricted-paths
import type { Container } from '../container'; // ✗ import-x/no-restricted-paths
import { AppError } from './app-error';

export const fixture = [planName, AppError] as const;
export type Fixture = Container;
