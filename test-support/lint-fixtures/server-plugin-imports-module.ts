// lint as: apps/server/src/plugins/lint-fixture.plugin.ts
// a plugin that reached into a module (or the composition root) instead of declaring what it needs
import type { SessionService } from '../modules/auth/session.service'; // ✗ import-x/no-restricted-paths
import { RateLimitRepository } from '../modules/rate-limit/rate-limit.repository'; // ✗ import-x/no-restricted-paths
import type { Container } from '../container'; // ✗ import-x/no-restricted-paths
import { AppError } from '../lib/app-error';
import type { RateLimitCounters } from './rate-limit.plugin';

export const fixture = [RateLimitRepository, AppError] as const;
export type Fixture = [SessionService, Container, RateLimitCounters];
