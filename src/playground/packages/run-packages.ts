import { IMPORT_MAP_FILE, readImportMap } from '../../demo-model/import-map/import-map';
import { cdnAddress, frameAddress, resolvePackage } from '../../demo-model/import-map/packages';
import type { FramePackage, PlaygroundError } from '../runtime/protocol';
import { failureReason, latestVersion } from './latest-version';

/** A package of a run: the import as written, the address the map or the CDN gives, and what the frame loads. */
export type RunPackage = FramePackage;

export type PackagesReading =
  | { kind: 'ready'; packages: RunPackage[] }
  | { kind: 'errors'; errors: PlaygroundError[] }
  /** Packages the map has no version for yet: their latest is to be pinned in it first. */
  | { kind: 'unpinned'; names: string[] };

/** The map's fault as the error list shows it: "import-map.json line 3: Expected ',' or '}'…", the place a link. */
function mapError(importMap: string): PlaygroundError | null {
  const reading = readImportMap(importMap);
  if (reading.ok) return null;
  const { line, column, message } = reading.problem;
  return { kind: 'compile', file: IMPORT_MAP_FILE, line, column: column ?? 1, message: `${IMPORT_MAP_FILE} line ${line}: ${message}` };
}

/**
 * Where each package a source imports loads from, given its import map (its text, or none). A map
 * that does not read is an error whether or not a package needs it, so the person hears of it at once.
 */
export function readRunPackages(specifiers: readonly string[], importMap: string | undefined, cdnBase: string): PackagesReading {
  const fault = importMap === undefined ? null : mapError(importMap);
  if (fault) return { kind: 'errors', errors: [fault] };
  const reading = readImportMap(importMap ?? '');
  const map = reading.ok ? reading.map : { imports: {} };
  const packages: RunPackage[] = [];
  const unpinned = new Set<string>();
  for (const specifier of specifiers) {
    const resolution = resolvePackage(specifier, map, cdnBase);
    if (!resolution) continue; // The compiler lets through only names that resolve.
    if (resolution.kind === 'unpinned') unpinned.add(resolution.name);
    else packages.push({ specifier, address: resolution.address, load: frameAddress(resolution.address, cdnBase) });
  }
  return unpinned.size ? { kind: 'unpinned', names: [...unpinned].sort() } : { kind: 'ready', packages };
}

/**
 * The map entries that pin `names` at their latest versions (`"dayjs": "<base>/dayjs@1.11.13"`), or the
 * errors saying which could not be asked for and why.
 */
export async function pinEntries(
  names: readonly string[],
  cdnBase: string,
  fetcher?: typeof fetch,
): Promise<{ entries: Record<string, string>; errors: PlaygroundError[] }> {
  const answers = await Promise.allSettled(names.map((name) => latestVersion(name, cdnBase, fetcher)));
  const entries: Record<string, string> = {};
  const errors: PlaygroundError[] = [];
  answers.forEach((answer, index) => {
    const name = names[index];
    if (answer.status === 'fulfilled') entries[name] = cdnAddress(cdnBase, name, answer.value);
    else
      errors.push({
        kind: 'compile',
        message: `Could not find the latest version of "${name}" at ${cdnBase}/${name}: ${failureReason(answer.reason)}`,
      });
  });
  return { entries, errors };
}
