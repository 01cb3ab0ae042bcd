import { shippedText, type DemoFiles, type FileKey } from '../../demo-model/files';

// A demo's edit is the files that differ from the shipped ones, and nothing else: these keep it so.

export const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

/** Keeps only the files that really differ, so an edit undone by hand stops counting as an edit. */
export function differing(files: DemoFiles, shipped: DemoFiles): DemoFiles {
  return Object.fromEntries(Object.entries(files).filter(([key, code]) => code !== shipped[key]));
}

export const sameFiles = (a: DemoFiles | undefined, b: DemoFiles | undefined) =>
  a !== undefined &&
  b !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, code]) => b[key] === code);

/** Every demo's edit with this demo's replaced; an empty edit is no edit. */
export const withEdit = (edits: Record<string, DemoFiles>, demoId: string, files: DemoFiles) =>
  Object.keys(files).length ? { ...edits, [demoId]: files } : withoutKey(edits, demoId);

/**
 * A demo's edit with one file set to `code`: the file leaves the edit when `code` is its shipped text.
 * Returns the same edit (`edit`) when nothing changes, so the store can skip the update.
 */
export function withFile(edit: DemoFiles | undefined, shipped: DemoFiles, key: FileKey, code: string): DemoFiles | undefined {
  const recorded = edit?.[key];
  const base = shippedText(shipped, key);
  if (base === undefined || recorded === code || (recorded === undefined && code === base)) return edit;
  const files = { ...edit };
  if (code === base) delete files[key];
  else files[key] = code;
  return files;
}
