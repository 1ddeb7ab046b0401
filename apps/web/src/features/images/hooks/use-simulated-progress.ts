import { MESSAGES, TIMINGS } from '@orato/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ProgressPhase = 'idle' | 'running' | 'complete' | 'failed';

export interface SimulatedProgress {
  phase: ProgressPhase;
  /** 0–100 while shown; null when the bar is cleared. */
  value: number | null;
  statusText: string | null;
  start: () => void;
  finish: (succeeded: boolean) => void;
}

/** The running status text for a simulated value (spec §4). */
function runningText(value: number): string {
  if (value === 0) {
    return MESSAGES.nanoBanana.statusStarting;
  }
  return value >= TIMINGS.imageProgressCap
    ? MESSAGES.nanoBanana.statusFinalizing
    : MESSAGES.nanoBanana.statusProcessing;
}

/**
 * Spec §4/§9: the image call reports no progress, so it is simulated: +10 every 0.8 s up to 90,
 * 100 when the answer comes, and the bar is cleared 2 s after that.
 */
export function useSimulatedProgress(): SimulatedProgress {
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  const [value, setValue] = useState<number | null>(null);
  const tick = useRef<number | undefined>(undefined);
  const clear = useRef<number | undefined>(undefined);

  const stopTimers = useCallback(() => {
    window.clearInterval(tick.current);
    window.clearTimeout(clear.current);
  }, []);

  useEffect(() => stopTimers, [stopTimers]);

  const start = useCallback(() => {
    stopTimers();
    setPhase('running');
    setValue(0);
    tick.current = window.setInterval(() => {
      setValue((current) =>
        Math.min(TIMINGS.imageProgressCap, (current ?? 0) + TIMINGS.imageProgressStep),
      );
    }, TIMINGS.imageProgressStepMs);
  }, [stopTimers]);

  const finish = useCallback(
    (succeeded: boolean) => {
      stopTimers();
      setPhase(succeeded ? 'complete' : 'failed');
      if (succeeded) {
        setValue(100);
      }
      clear.current = window.setTimeout(() => {
        setPhase('idle');
        setValue(null);
      }, TIMINGS.imageProgressClearMs);
    },
    [stopTimers],
  );

  const statusText =
    phase === 'running'
      ? runningText(value ?? 0)
      : phase === 'complete'
        ? MESSAGES.nanoBanana.statusComplete
        : phase === 'failed'
          ? MESSAGES.nanoBanana.statusFailed
          : null;

  return { phase, value, statusText, start, finish };
}
