import type { ComponentType } from 'react';
import { isConfiguratorDemo } from '../configurator/demo-id';
import { pageOfDemo } from './registry';

type DemoModule = { default: ComponentType };

// The demo modules, each a lazy import; kept apart from registry.ts so the router's first download
// does not carry a loader for every demo of the site.
const demoModules = import.meta.glob<DemoModule>('/demos/*/*-demo*/*-demo*.tsx');

/** Demo id → its component, once its module has loaded: a view can then render it without suspending. */
const loadedDemos = new Map<string, ComponentType>();

const demoKey = (demoId: string) => `/demos/${pageOfDemo(demoId)}/${demoId}/${demoId}.tsx`;
/** '/demos/button/button-demo1/button-demo1.tsx' → 'button-demo1'. */
const demoIdOfKey = (key: string) => key.split('/')[3];

function load(demoId: string, loadModule: () => Promise<DemoModule>): Promise<DemoModule> {
  return loadModule().then((module) => {
    loadedDemos.set(demoId, module.default);
    return module;
  });
}

/** `demoId` is the demo folder, e.g. 'button-demo1', which names its component folder too. */
export function demoLoader(demoId: string): (() => Promise<DemoModule>) | undefined {
  const loadModule = demoModules[demoKey(demoId)];
  return loadModule && (() => load(demoId, loadModule));
}

/** The demo's component when its module has already loaded (see `preloadPageDemos`), else undefined. */
export function loadedDemo(demoId: string): ComponentType | undefined {
  return loadedDemos.get(demoId);
}

/**
 * Loads every demo module of a component page (the folders under `demos/<slug>/`), so the page
 * renders its examples at their full size at once instead of growing as each arrives. A module that
 * fails here is left to the demo's own lazy load, which retries and shows its error in place.
 */
export async function preloadPageDemos(slug: string): Promise<void> {
  const prefix = `/demos/${slug}/`;
  await Promise.all(
    Object.entries(demoModules)
      // The configurator's sample runs only in its preview frame, compiled.
      .filter(([key]) => key.startsWith(prefix) && !isConfiguratorDemo(demoIdOfKey(key)))
      .map(([key, loadModule]) => load(demoIdOfKey(key), loadModule).catch(() => undefined)),
  );
}
