import { engineNote, isOfflineEngine, type FeatureKey } from '@orato/shared';

import { useEngines } from '@/lib/engines';
import { cn } from '@/utils/cn';

/** The line on a tool page that says which engine will make the result, or that the tool is off. */
export function EngineNotice({ feature, className }: { feature: FeatureKey; className?: string }) {
  const engines = useEngines();
  const engine = engines.data?.engines[feature];
  const off = engines.data?.unavailable?.[feature];
  if (off) {
    // the server turned the tool off (its provider's model is retired): say so before any spend
    return (
      <p
        role="alert"
        className={cn(
          'inline-flex items-center gap-2 rounded-xl border border-red-300/30 bg-red-300/5 px-3 py-2 text-sm text-red-100',
          className,
        )}
      >
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-red-300" />
        {off}
      </p>
    );
  }
  if (!engine) {
    return null;
  }
  const isOffline = isOfflineEngine(engine);
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-xl border px-3 py-2 text-sm',
        isOffline
          ? 'border-amber-300/30 bg-amber-300/5 text-amber-100'
          : 'border-white/10 bg-white/5 text-slate-300',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', isOffline ? 'bg-amber-300' : 'bg-brand-300')}
      />
      {engineNote(feature, engine)}
    </p>
  );
}
