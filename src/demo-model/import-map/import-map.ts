/**
 * `import-map.json`: the file a person names packages in, in the standard import-map shape
 * (`{ "imports": { "dayjs": "https://esm.sh/dayjs@1.11.13" } }`), as browsers and vuejs/repl read it.
 * It is read here as text the person typed, so every fault is told with the line it is on.
 */
export { IMPORT_MAP_FILE } from './file-name.ts';

export interface ImportMap {
  imports: Record<string, string>;
}

/** What is wrong with a map: the line (1-based) and the words, shown in the error list with the file. */
export interface ImportMapProblem {
  line: number;
  column?: number;
  message: string;
}

export type ImportMapReading = { ok: true; map: ImportMap } | { ok: false; problem: ImportMapProblem };

/** 1-based line and column of an offset in the text. */
function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * JSON.parse's message without where it happened, and where that is. Engines word it differently:
 * V8 ends with "in JSON at position 42 (line 3 column 5)" (older V8 without the line), Firefox with
 * "at line 3 column 5 of the JSON data"; the line is worked out from the position when only that is given.
 */
function syntaxProblem(text: string, failure: unknown): ImportMapProblem {
  const raw = failure instanceof Error ? failure.message : String(failure);
  const lineColumn = /line (\d+) column (\d+)/.exec(raw);
  const offset = /position (\d+)/.exec(raw);
  const where = lineColumn
    ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
    : offset
      ? positionAt(text, Number(offset[1]))
      : positionAt(text, text.length);
  const message = raw
    .replace(/^JSON\.parse:\s*/, '')
    .replace(/\s+(in JSON )?at (position|line) [\s\S]*$/, '')
    .replace(/^Unexpected end of JSON input$/, 'The file ends before the map does');
  return { ...where, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

/** Where a key first stands in the text, for a fault in its entry. */
function lineOfKey(text: string, key: string): number {
  const at = text.indexOf(JSON.stringify(key));
  return positionAt(text, at >= 0 ? at : 0).line;
}

/** An address a module can be loaded from in the preview: an absolute http(s) URL. */
const isModuleUrl = (value: string) => /^https?:\/\/[^\s/]+/.test(value);

/** Reads the text of `import-map.json`. An empty file is an empty map (the person is still writing it). */
export function readImportMap(text: string): ImportMapReading {
  if (text.trim() === '') return { ok: true, map: { imports: {} } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (failure) {
    return { ok: false, problem: syntaxProblem(text, failure) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: { line: 1, message: 'An import map is an object: { "imports": { "name": "https://…" } }' } };
  }
  const imports = (value as { imports?: unknown }).imports ?? {};
  if (typeof imports !== 'object' || imports === null || Array.isArray(imports)) {
    return { ok: false, problem: { line: lineOfKey(text, 'imports'), message: '"imports" must be an object of names and addresses' } };
  }
  for (const [name, address] of Object.entries(imports)) {
    if (typeof address !== 'string' || !isModuleUrl(address)) {
      return {
        ok: false,
        problem: { line: lineOfKey(text, name), message: `"${name}" must map to an address that starts with https:// or http://` },
      };
    }
  }
  return { ok: true, map: { imports: imports as Record<string, string> } };
}

/** The text of a map as the playground writes it: two spaces, one entry a line, a final newline. */
export const importMapText = (map: ImportMap): string => `${JSON.stringify(map, null, 2)}\n`;

/**
 * The map's text with `entries` added (the packages pinned on first use). Entries already there are
 * kept as the person wrote them, and so are other top-level fields (`scopes`).
 */
export function withImports(text: string | undefined, entries: Record<string, string>): string {
  const reading = readImportMap(text ?? '');
  if (!reading.ok) return text ?? '';
  const parsed = text && text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};
  return importMapText({ ...parsed, imports: { ...reading.map.imports, ...entries } } as ImportMap);
}
