import type { ReactNode } from 'react';

/** The messages worth showing: empty strings, `null`, `undefined` and `false` are skipped. */
export function visibleMessages(errors: readonly ReactNode[] | undefined): ReactNode[] {
  return (errors ?? []).filter((message) => message !== null && message !== undefined && message !== false && message !== '');
}
