import { useEffect, useSyncExternalStore } from 'react';
import { packageTypes } from '../packages/package-types';
import type { FramePackage } from '../runtime/protocol';
import { typescriptDefaults } from './monaco-setup';

/** The packages whose declarations are on their way, by their import: what the editor says it waits for. */
let waiting: readonly string[] = [];
const listeners = new Set<() => void>();
const setWaiting = (next: readonly string[]) => {
  waiting = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Declarations already given to the editor's TypeScript, once a session each. */
const given = new Set<string>();

/**
 * Gives the editor's TypeScript the declarations of the packages the code imports, fetched as text
 * from the CDN (`package-types.ts`); returns the imports still being fetched, for "Fetching types for …".
 */
export function usePackageTypes(packages: readonly Pick<FramePackage, 'specifier' | 'load'>[]): readonly string[] {
  const key = JSON.stringify(packages.map(({ specifier, load }) => [specifier, load]));
  useEffect(() => {
    const missing = (JSON.parse(key) as [string, string][]).filter(([specifier, load]) => !given.has(`${specifier} ${load}`));
    for (const [specifier, load] of missing) {
      given.add(`${specifier} ${load}`);
      setWaiting([...waiting, specifier]);
      void packageTypes(specifier, load).then((files) => {
        for (const [path, text] of Object.entries(files)) typescriptDefaults.addExtraLib(text, path);
        setWaiting(waiting.filter((name) => name !== specifier));
      });
    }
  }, [key]);
  return useSyncExternalStore(subscribe, () => waiting);
}
