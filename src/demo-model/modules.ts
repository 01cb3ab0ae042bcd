import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isExampleDemo, parseDemoId, parseDemoPath } from './demo-id';
import { demoEntry } from './files';

type DemoModule = { default: ComponentType };
type LoadModule = () => Promise<DemoModule>;

// Each demo's main module, a lazy import; kept apart from pages.ts so the router's first download
// does not carry a loader for every demo of the site. A glob can only be a literal, so it is wider
// than the naming rule, and the rule (demo-id.ts) picks the demos out of what it finds.
const globbed = import.meta.glob<DemoModule>('/demos/*/*-demo*/*-demo*.tsx');

/** Demo id → its main module (`/demos/<page>/<demo>/<demo>.tsx`): its path and its loader. */
const demoModules = new Map<string, { key: string; loadModule: LoadModule }>(
  Object.entries(globbed).flatMap(([key, loadModule]) => {
    const path = parseDemoPath(key.slice('/demos/'.length));
    return path && path.rest === demoEntry(path.demoId) ? [[path.demoId, { key, loadModule }] as const] : [];
  }),
);

/** Every example of every page (the configurators' samples left out), by demo id. */
export const exampleDemoIds = (): string[] => [...demoModules.keys()].filter(isExampleDemo);

/** The page's examples, by demo id, in no particular order. */
const pageExamples = (slug: string) =>
  [...demoModules].filter(([demoId]) => parseDemoId(demoId)?.page === slug && isExampleDemo(demoId));

/** Demo id → its component, once its module has loaded: a view can then render it without suspending. */
const loadedDemos = new Map<string, ComponentType>();

function load(demoId: string, loadModule: LoadModule): Promise<DemoModule> {
  return loadModule().then((module) => {
    loadedDemos.set(demoId, module.default);
    return module;
  });
}

/** A demo's main module as the build's manifest names it ('demos/button/button-demo0/button-demo0.tsx'). */
export const demoSource = (demoId: string): string[] => {
  const key = demoModules.get(demoId)?.key;
  return key ? [key.slice(1)] : [];
};

/** The lazy loader of a demo's module ('button-demo1'); undefined for a demo that does not exist. */
export function demoLoader(demoId: string): LoadModule | undefined {
  const loadModule = demoModules.get(demoId)?.loadModule;
  return loadModule && (() => load(demoId, loadModule));
}

const lazyDemos = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * A lazy component of the demo's module, one per demo so it keeps its identity from render to render;
 * undefined for a demo that does not exist. A load that fails is forgotten, so the next mount tries again.
 */
export function lazyDemo(demoId: string): LazyExoticComponent<ComponentType> | undefined {
  let component = lazyDemos.get(demoId);
  const loadModule = component ? undefined : demoLoader(demoId);
  if (loadModule) {
    component = lazy(() =>
      loadModule().catch((error: unknown) => {
        lazyDemos.delete(demoId);
        throw error;
      }),
    );
    lazyDemos.set(demoId, component);
  }
  return component;
}

/** The demo's component when its module has already loaded (see `preloadPageDemos`), else undefined. */
export function loadedDemo(demoId: string): ComponentType | undefined {
  return loadedDemos.get(demoId);
}

/**
 * Loads every example's module of a component page, so the page renders its examples at their full
 * size at once instead of growing as each arrives. The configurator's sample is the configurator's
 * own to load (it is drawn in the page only when no overlay of it starts open). A module that fails here is left to the demo's own lazy load, which
 * retries and shows its error in place.
 */
export async function preloadPageDemos(slug: string): Promise<void> {
  await Promise.all(pageExamples(slug).map(([demoId, { loadModule }]) => load(demoId, loadModule).catch(() => undefined)));
}

/** The modules `preloadPageDemos` loads, as the build's manifest names them: a prerendered page links their chunks. */
export const pageDemoSources = (slug: string): string[] => pageExamples(slug).flatMap(([demoId]) => demoSource(demoId));
