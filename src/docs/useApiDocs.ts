import { useEffect, useState } from 'react';
import { apiLoaders } from 'virtual:api-docs';
import type { ApiType, ComponentApi } from './api-types';

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

/**
 * A page's tables with the named types they use gathered on the last one, once each and by name: each
 * table is rendered with the Types table it carries, so the page's one Types table ends its API section,
 * and a type two components share (`SelectValue`) is listed, and its id given, once.
 */
export function withTypesLast(apis: readonly ComponentApi[]): ComponentApi[] {
  if (apis.length < 2) return [...apis];
  const types = new Map<string, ApiType>();
  for (const api of apis) for (const type of api.types ?? []) if (!types.has(type.name)) types.set(type.name, type);
  const gathered = [...types.values()].sort((a, b) => a.name.localeCompare(b.name));
  return apis.map((api, index) => {
    const { types: _own, ...rest } = api;
    return index === apis.length - 1 && gathered.length > 0 ? { ...rest, types: gathered } : rest;
  });
}

/** The same array for the same names, so what is computed from the tables is not recomputed each render. */
const loadedLists = new Map<string, ComponentApi[]>();

function alreadyLoaded(names: readonly string[]): ComponentApi[] | null {
  if (!names.every((name) => loadedApis.has(name))) return null;
  const key = names.join(',');
  let list = loadedLists.get(key);
  if (!list) {
    list = withTypesLast(names.map((name) => loadedApis.get(name)).filter((api): api is ComponentApi => api != null));
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
      (docs) => current && setLoaded({ key, docs: withTypesLast(docs) }),
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
