import { useCallback, useMemo, useState } from 'react';

/** Ticked items of a list, by id; ids no longer in the list drop out on their own. */
export function useSelection(availableIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());

  const selected = useMemo(
    () => availableIds.filter((id) => ticked.has(id)),
    [availableIds, ticked],
  );

  const toggle = useCallback((id: string, on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (on) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });
  }, []);

  const setAll = useCallback(
    (on: boolean) => setTicked(on ? new Set(availableIds) : new Set()),
    [availableIds],
  );

  const clear = useCallback(() => setTicked(new Set()), []);

  return {
    selected,
    isSelected: (id: string) => ticked.has(id),
    toggle,
    setAll,
    clear,
  };
}
