import { useEffect, useState } from 'react';
import { apiLoaders } from 'virtual:api-docs';
import type { ComponentApi } from './api-types';

/** A component's table, as the build's manifest names its module (scripts/api-docs-plugin.ts makes one each). */
export const apiDocsSource = (name: string): string => `virtual:api-docs/${name}`;

/** Tables already loaded, by component: a view that needs only these renders them at once. */
const loadedApis = new Map<string, ComponentApi | null>();

/** Loads the named components' API tables (each its own small chunk); a name with no table rejects. */
export function loadApiDocs(names: readonly string[]): Promise<ComponentApi[]> {
  return Promise.all(
    names.map(async (name) => {
      const load = apiLoaders[name];
      if (!load) throw new Error(`No API docs were generated for ${name}`);
      const api = (await load()).default;
      loadedApis.set(name, api);
      return api;
    }),
  ).then((apis) => apis.filter((api): api is ComponentApi => api !== null));
}

/** The same array for the same names, so what is computed from the tables is not recomputed each render. */
const loadedLists = new Map<string, ComponentApi[]>();

function alreadyLoaded(names: readonly string[]): ComponentApi[] | null {
  if (!names.every((name) => loadedApis.has(name))) return null;
  const key = names.join(',');
  let list = loadedLists.get(key);
  if (!list) {
    list = names.map((name) => loadedApis.get(name)).filter((api): api is ComponentApi => api != null);
    loadedLists.set(key, list);
  }
  return list;
}

/** The generated API tables of the named components; null until they have loaded. */
export function useApiDocs(names: string[]): ComponentApi[] | null {
  const key = names.join(',');
  // Kept with the names they are for: on the way to another page the last page's tables are not shown.
  const [loaded, setLoaded] = useState<{ key: string; docs: ComponentApi[] } | null>(null);
  useEffect(() => {
    if (alreadyLoaded(key.split(',').filter(Boolean))) return;
    let current = true;
    loadApiDocs(key.split(',').filter(Boolean)).then(
      (docs) => current && setLoaded({ key, docs }),
      (error: Error) => {
        console.error(error);
        if (current) setLoaded({ key, docs: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return alreadyLoaded(names) ?? (loaded?.key === key ? loaded.docs : null);
}
