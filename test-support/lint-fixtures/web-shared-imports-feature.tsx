// lint as: apps/web/src/components/layouts/lint-fixture.tsx
// shared components import no feature (the public layout once took a marketing button)
import { Section } from '@/features/marketing/components/section'; // ✗ import-x/no-restricted-paths
import { ScrollTopButton } from '@/components/layouts/scroll-top-button';

export const fixture = [Section, ScrollTopButton] as const;
