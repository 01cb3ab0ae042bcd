import { useEffect, useState } from 'react';
import { apiLoaders } from 'virtual:api-docs';
import type { ComponentApi } from './api-types';

/** The generated API tables of the named components; each table is its own small chunk. */
export function useApiDocs(names: string[]): ComponentApi[] | null {
  const key = names.join(',');
  const [docs, setDocs] = useState<ComponentApi[] | null>(null);
  useEffect(() => {
    let current = true;
    setDocs(null);
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
      (loaded) => current && setDocs(loaded.filter((api): api is ComponentApi => api !== null)),
      (error: Error) => {
        console.error(error);
        if (current) setDocs([]);
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return docs;
}
