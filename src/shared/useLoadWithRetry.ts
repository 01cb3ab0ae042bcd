import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * What `load` resolves with, loaded as the component mounts and again on `retry`. A failed attempt
 * keeps saying so until a retry succeeds. `load` should keep its identity (a module's function): a new
 * one starts a new attempt.
 */
export function useLoadWithRetry<T>(load: () => Promise<T>): [LoadState<T>, retry: () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    // A result that arrives after the component has gone, or after a newer attempt started, is dropped.
    let current = true;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, retry];
}
