import { useId } from 'react';

/** A stable id, or the consumer's own when given, so labels and descriptions can point at it. */
export function useStableId(given?: string): string {
  const generated = useId();
  return given ?? `aq${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
