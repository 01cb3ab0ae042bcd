import { useCallback, useState, type ReactNode } from 'react';

/**
 * Errors supplied by the consumer stay visible until the user types; then they stay hidden
 * until the consumer passes a different `errors` array (compared by identity, like any prop).
 * Returns the errors to show and the function that hides them.
 */
export function useDismissibleErrors(
  errors: readonly ReactNode[] | undefined,
): [shown: readonly ReactNode[] | undefined, dismiss: () => void] {
  const [tracked, setTracked] = useState(errors);
  const [dismissed, setDismissed] = useState(false);

  // A new array resets the dismissal during render, so the fresh messages never miss a frame.
  if (tracked !== errors) {
    setTracked(errors);
    setDismissed(false);
  }

  const dismiss = useCallback(() => setDismissed(true), []);
  return [dismissed ? undefined : errors, dismiss];
}
