import { LucideProvider } from 'lucide-react';
import type { ReactNode } from 'react';

import { ToasterSlot } from '@/components/ui/toaster-slot';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // the icons keep the slightly lighter stroke the app's own icons were drawn with
    <LucideProvider strokeWidth={1.8}>
      {children}
      <ToasterSlot />
    </LucideProvider>
  );
}
