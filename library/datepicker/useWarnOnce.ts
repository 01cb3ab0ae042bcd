import { useEffect, useRef } from 'react';

/**
 * Logs each of `warnings` in development, once per element however often it renders with it (a parent
 * passing the same wrong value again, or Strict Mode running effects twice); an empty list logs nothing.
 */
export function useWarnOnce(warnings: readonly string[]): void {
  const warned = useRef<Set<string>>(null);
  const report = warnings.join('\n');
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || !report) return;
    warned.current ??= new Set();
    for (const warning of report.split('\n')) {
      if (warned.current.has(warning)) continue;
      warned.current.add(warning);
      console.warn(warning);
    }
  }, [report]);
}
