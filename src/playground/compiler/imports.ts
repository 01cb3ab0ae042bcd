import { parsePackageSpecifier, SHARED_PACKAGES } from '../../demo-model/import-map/packages.ts';

/** The modules the frame's runtime provides: its own React, ReactDOM and library. */
export const ALLOWED_MODULES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'aquila-ui'];
/** `aquila-ui/button`, and a catalogue one folder down: `aquila-ui/locales/fr`. */
const LIBRARY_ENTRY = /^aquila-ui\/[a-z-]+(?:\/[a-z-]+)?$/;
const STYLESHEET = /^\.\/[\w.-]+\.s?css$/;

/** `./demo.scss`, `./card.css`: a stylesheet beside the module, compiled on its own; the import only marks the dependency. */
export const isStylesheet = (specifier: string) => STYLESHEET.test(specifier);

export function isAllowedImport(specifier: string, libraryEntries: ReadonlySet<string>): boolean {
  if (ALLOWED_MODULES.includes(specifier)) return true;
  return LIBRARY_ENTRY.test(specifier) && libraryEntries.has(specifier.slice('aquila-ui/'.length));
}

/**
 * A package loaded from the import map or the package CDN: any npm name but the shared ones, whose
 * only copies are the frame's (`react-dom/server` from a CDN would be a second React).
 */
export function isPackageImport(specifier: string): boolean {
  const parsed = parsePackageSpecifier(specifier);
  return parsed !== null && !SHARED_PACKAGES.includes(parsed.name);
}

/** `require("x")` or `require('x')`: esbuild writes double quotes, sucrase keeps the source's. */
const REQUIRE = /\brequire\((["'])([^"'\n]+)\1\)/g;

/** What the compiled CommonJS asks for. */
export function requiredModules(compiled: string): string[] {
  return [...new Set([...compiled.matchAll(REQUIRE)].map((match) => match[2]))];
}

/** The compiled code with each `require` of a specifier in `renamed` pointed at its new name. */
export function renameRequires(compiled: string, renamed: ReadonlyMap<string, string>): string {
  return compiled.replace(REQUIRE, (call, _quote: string, specifier: string) =>
    renamed.has(specifier) ? `require(${JSON.stringify(renamed.get(specifier))})` : call,
  );
}

/** Where a specifier first stands in the source, as 1-based line and column, for the error marker. */
export function locateSpecifier(source: string, specifier: string): { line: number; column: number } {
  const offsets = [`'${specifier}'`, `"${specifier}"`].map((quoted) => source.indexOf(quoted)).filter((at) => at >= 0);
  const offset = offsets.length ? Math.min(...offsets) : 0;
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** What the person is told about an import the playground cannot satisfy. */
export function importError(specifier: string, ownFiles: string[]): string {
  if (specifier.startsWith('.'))
    return `Cannot import "${specifier}": there is no such file here (the files are ${ownFiles.join(', ')}).`;
  return `Cannot import "${specifier}": the playground provides react, react-dom/client and aquila-ui (with entries such as aquila-ui/button), and other packages by their npm name.`;
}
