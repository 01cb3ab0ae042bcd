import type { FramePackage } from './protocol';

/**
 * npm packages in the frame. Packages come as ES modules from the import map's addresses or the
 * package CDN; the demo's compiled files are CommonJS, so each package is imported before the run and
 * handed to `require` as an ES-module-shaped object. A package that imports React, ReactDOM or the
 * library gets the frame's own copies, so its hooks run on the one React that renders the demo.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A module that re-exports one of the runtime's modules, read from the global the runtime sets. */
function shimSource(global: string, specifier: string, module: object): string {
  const names = Object.keys(module).filter((name) => name !== 'default' && IDENTIFIER.test(name));
  const value = `globalThis[${JSON.stringify(global)}][${JSON.stringify(specifier)}]`;
  return `const m = ${value};\nexport default m.default ?? m;\nexport const { ${names.join(', ')} } = m;\n`;
}

/**
 * Adds the frame's import map: each module the runtime provides (`react`, `react/jsx-runtime`,
 * `aquila-ui/button`…) is a `data:` module re-exporting the runtime's copy. A browser reads the import
 * map only before the first module loads, which in this frame is a package of the first run that has one;
 * the runtime is a classic script, so it is in time.
 */
export function shareRuntimeModules(document: Document, modules: Record<string, object>, global: string): void {
  const imports = Object.fromEntries(
    Object.entries(modules).map(([specifier, module]) => [
      specifier,
      `data:text/javascript;charset=utf-8,${encodeURIComponent(shimSource(global, specifier, module))}`,
    ]),
  );
  const script = document.createElement('script');
  script.type = 'importmap';
  script.textContent = JSON.stringify({ imports });
  document.head.appendChild(script);
}

/**
 * What `require` gives for a package: its namespace marked as an ES module, so the compiled code's
 * interop reads `default` and the named exports from it, as a bundler would.
 */
const asRequired = (namespace: object): Record<string, unknown> => ({ ...namespace, __esModule: true });

/** Why a package did not load: the address's own answer when it has one, else what the import said. */
async function failureReason(load: string, error: unknown, fetcher: typeof fetch): Promise<string> {
  try {
    const response = await fetcher(load);
    if (!response.ok) return `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  } catch {
    return 'the network request failed';
  }
  // The address answers: the module itself (or one it imports) failed.
  return error instanceof Error ? error.message : String(error);
}

export interface LoadedPackages {
  modules: Record<string, unknown>;
  /** One sentence per package that did not load, naming it, the address and the reason. */
  failures: string[];
}

/** Imports every package of a run; the browser keeps each module, so a later run gets it at once. */
export async function loadPackages(
  packages: readonly FramePackage[],
  importer: (url: string) => Promise<object> = (url) => import(/* @vite-ignore */ url) as Promise<object>,
  fetcher: typeof fetch = fetch,
): Promise<LoadedPackages> {
  const results = await Promise.allSettled(packages.map((item) => importer(item.load)));
  const modules: Record<string, unknown> = {};
  const failures: string[] = [];
  for (const [index, result] of results.entries()) {
    const item = packages[index];
    if (result.status === 'fulfilled') modules[item.specifier] = asRequired(result.value);
    else
      failures.push(
        `Could not load "${item.specifier}" from ${item.address}: ${await failureReason(item.load, result.reason, fetcher)}`,
      );
  }
  return { modules, failures };
}
