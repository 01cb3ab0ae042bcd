import type { ImportMap } from './import-map.ts';

/**
 * Where an npm package a person imports is loaded from: their import map first, then the package
 * CDN (`<base>/<name>@<version><subpath>`, esm.sh's form, which its mirrors share). A package the map
 * does not name and the import gives no version for must be pinned first, so a shared link runs the
 * same code tomorrow.
 */

/** A bare import split: `@scope/name@1.2.3/sub/path` → name `@scope/name`, version `1.2.3`, subpath `/sub/path`. */
export interface PackageSpecifier {
  name: string;
  version?: string;
  subpath: string;
}

// npm's rules for a name (legacy names may hold capitals); a version or tag is anything up to the next slash.
const PACKAGE_SPECIFIER = /^((?:@[a-zA-Z0-9~-][\w.~-]*\/)?[a-zA-Z0-9~-][\w.~-]*)(?:@([^/\s]+))?((?:\/[^\s]*)?)$/;

export function parsePackageSpecifier(specifier: string): PackageSpecifier | null {
  const match = PACKAGE_SPECIFIER.exec(specifier);
  if (!match) return null;
  return { name: match[1], ...(match[2] && { version: match[2] }), subpath: match[3] };
}

/** `https://esm.sh/dayjs@1.11.13?x` with name `dayjs` → `1.11.13`: the version an address of the CDN's form pins. */
export function versionInAddress(address: string, name: string): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`/${escaped}@([^/?#\\s]+)`).exec(address);
  return match ? match[1] : null;
}

/** The address of a package on the CDN, as the map records it once pinned. */
export const cdnAddress = (cdnBase: string, name: string, version: string, subpath = '') =>
  `${cdnBase.replace(/\/+$/, '')}/${name}@${version}${subpath}`;

export type PackageResolution =
  | { kind: 'address'; address: string }
  /** Neither the map nor the import says which version: the package's latest is to be pinned in the map. */
  | { kind: 'unpinned'; name: string };

/** An address with a subpath put before its query: `https://esm.sh/dayjs@1?x` + `/plugin/utc`. */
function withSubpath(address: string, subpath: string): string {
  const query = address.search(/[?#]/);
  return query === -1 ? `${address}${subpath}` : `${address.slice(0, query)}${subpath}${address.slice(query)}`;
}

/**
 * Where `specifier` loads from. The map's exact entry wins, then its longest `prefix/` entry (as
 * browsers read import maps); then `name@version` in the import itself; then the map's entry for the
 * package, when it is of the CDN's form, with the import's subpath (`dayjs/plugin/utc`).
 */
export function resolvePackage(specifier: string, map: ImportMap, cdnBase: string): PackageResolution | null {
  const { imports } = map;
  if (Object.hasOwn(imports, specifier)) return { kind: 'address', address: imports[specifier] };
  const prefix = Object.keys(imports)
    .filter((key) => key.endsWith('/') && specifier.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix !== undefined) return { kind: 'address', address: `${imports[prefix]}${specifier.slice(prefix.length)}` };
  const parsed = parsePackageSpecifier(specifier);
  if (!parsed) return null;
  if (parsed.version) return { kind: 'address', address: cdnAddress(cdnBase, parsed.name, parsed.version, parsed.subpath) };
  const mapped = Object.hasOwn(imports, parsed.name) ? imports[parsed.name] : undefined;
  if (mapped !== undefined && versionInAddress(mapped, parsed.name)) {
    return { kind: 'address', address: withSubpath(mapped, parsed.subpath) };
  }
  return { kind: 'unpinned', name: parsed.name };
}

/**
 * The packages the preview's own copies are given to, through esm.sh's `external` option: a package
 * from the CDN then imports them bare, and the frame's import map points them at the frame's React and
 * library, so one React runs the hooks (esm.sh treats a name's subpaths, `react/jsx-runtime`, as external too).
 */
export const SHARED_PACKAGES = ['react', 'react-dom', 'aquila-ui'];

/** The address the frame imports: a CDN address asks for the shared packages to be left external. */
export function frameAddress(address: string, cdnBase: string): string {
  const base = `${cdnBase.replace(/\/+$/, '')}/`;
  if (!address.startsWith(base) || /[?&](external|deps)=/.test(address)) return address;
  const hash = address.indexOf('#');
  const [head, fragment] = hash === -1 ? [address, ''] : [address.slice(0, hash), address.slice(hash)];
  return `${head}${head.includes('?') ? '&' : '?'}external=${SHARED_PACKAGES.join(',')}${fragment}`;
}

/** What a downloaded project installs for a map: npm packages with their pinned versions, and the entries that are plain addresses. */
export interface MapDependencies {
  dependencies: Record<string, string>;
  /** Entries whose address names no `name@version` of their package: kept as they are, in a note. */
  addresses: Record<string, string>;
}

export function mapDependencies(map: ImportMap, provided: readonly string[]): MapDependencies {
  const dependencies: Record<string, string> = {};
  const addresses: Record<string, string> = {};
  for (const [key, address] of Object.entries(map.imports)) {
    const name = parsePackageSpecifier(key.replace(/\/$/, ''))?.name;
    if (name && provided.includes(name)) continue;
    const version = name ? versionInAddress(address, name) : null;
    if (name && version) dependencies[name] = version;
    else addresses[key] = address;
  }
  return { dependencies, addresses };
}
