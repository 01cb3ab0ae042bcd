import type { ComponentType } from 'react';

type StillModule = { default: ComponentType };

// A still per page whose sample opens an overlay: `src/stills/<slug>-still.tsx`, loaded like a demo's
// module (a lazy import found by a glob). A glob can only be a literal; the file name gives the page.
const globbed = import.meta.glob<StillModule>('../stills/*-still.tsx');
const STILL_NAME = /^\.\.\/stills\/([a-z-]+)-still\.tsx$/;

const stillModules = new Map(
  Object.entries(globbed).flatMap(([key, load]) => {
    const slug = STILL_NAME.exec(key)?.[1];
    return slug ? [[slug, { key, load }] as const] : [];
  }),
);

/** Page slug → its still, once loaded: the configurator then renders it without suspending. */
const loadedStills = new Map<string, ComponentType>();

/** Loads the page's still, if it has one. */
export async function loadStill(slug: string): Promise<void> {
  const still = stillModules.get(slug);
  if (!still) return;
  loadedStills.set(slug, (await still.load()).default);
}

/** The page's still when it has loaded (`loadStill`), else undefined. */
export const loadedStill = (slug: string): ComponentType | undefined => loadedStills.get(slug);

/** Whether the page has a still: the picture of its sample with the overlay open. */
export const hasStill = (slug: string): boolean => stillModules.has(slug);

/** The still's module as the build's manifest names it: a prerendered page links its chunk. */
export const stillSource = (slug: string): string[] => {
  const key = stillModules.get(slug)?.key;
  // The glob's keys are relative to this folder, src/configurator.
  return key ? [key.replace(/^\.\.\//, 'src/')] : [];
};
