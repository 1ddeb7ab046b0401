import type { ReactNode } from 'react';

import { ToasterSlot } from '@/components/ui/toaster-slot';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterSlot />
    </>
  );
}
