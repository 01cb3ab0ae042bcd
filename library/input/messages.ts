import type { ReactNode } from 'react';
import { hasContent } from '../core/index.ts';

/** The messages worth showing: empty strings, `null`, `undefined` and `false` are skipped. */
export function visibleMessages(errors: readonly ReactNode[] | undefined): ReactNode[] {
  return (errors ?? []).filter(hasContent);
}
