import type { ComponentType } from 'react';
import { pageOfDemo } from './registry';

// The demo modules, each a lazy import; kept apart from registry.ts so the router's first download
// does not carry a loader for every demo of the site.
const demoModules = import.meta.glob<{ default: ComponentType }>('/demos/*/*-demo*/*-demo*.tsx');

/** `demoId` is the demo folder, e.g. 'button-demo1', which names its component folder too. */
export function demoLoader(demoId: string): (() => Promise<{ default: ComponentType }>) | undefined {
  return demoModules[`/demos/${pageOfDemo(demoId)}/${demoId}/${demoId}.tsx`];
}
