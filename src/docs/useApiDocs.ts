import { useEffect, useState } from 'react';
import { apiLoaders } from 'virtual:api-docs';
import type { ComponentApi } from './api-types';

/** The generated API tables of the named components; each table is its own small chunk. */
export function useApiDocs(names: string[]): ComponentApi[] | null {
  const key = names.join(',');
  // Kept with the names they are for: on the way to another page the last page's tables are not shown.
  const [loaded, setLoaded] = useState<{ key: string; docs: ComponentApi[] } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all(
      key
        .split(',')
        .filter(Boolean)
        .map(async (name) => {
          const load = apiLoaders[name];
          if (!load) throw new Error(`No API docs were generated for ${name}`);
          return (await load()).default;
        }),
    ).then(
      (apis) => current && setLoaded({ key, docs: apis.filter((api): api is ComponentApi => api !== null) }),
      (error: Error) => {
        console.error(error);
        if (current) setLoaded({ key, docs: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded.docs : null;
}
