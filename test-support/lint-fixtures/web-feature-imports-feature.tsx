// lint as: apps/web/src/features/veo/components/lint-fixture.tsx
// features never import each other, also through the `@/` alias
import * as avatarPolling from '@/features/avatar/api/poll-avatar-video'; // ✗ import-x/no-restricted-paths
import { cn } from '@/utils/cn';

export const fixture = [avatarPolling, cn] as const;
