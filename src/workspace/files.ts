import { demoEntry, PAGE_FILE, type DemoFiles } from '../demo-model/files.ts';
import { IMPORT_MAP_FILE } from '../demo-model/import-map/file-name.ts';

/**
 * A playground workspace's files: any number of TypeScript modules and stylesheets by name, one of
 * them the entry (`App.tsx`, whose default export the preview shows). Every change goes through these
 * functions, which check it and say in words what is wrong; a change that fails changes nothing.
 */
export type WorkspaceFiles = Record<string, string>;

/** The module the preview renders: it can be neither renamed nor deleted. */
export const ENTRY_FILE = 'App.tsx';

export const FILE_EXTENSIONS = ['.tsx', '.ts', '.scss', '.css'] as const;

export const WORKSPACE_LIMITS = {
  /** Files in one workspace. */
  files: 20,
  /** Characters in one file (a share link carries every file). */
  fileLength: 100_000,
  /** Characters in a file's name. */
  nameLength: 60,
} as const;

/** A change applied, or what stopped it. */
export type FilesChange = { ok: true; files: WorkspaceFiles } | { ok: false; message: string };

const NAME_CHARACTERS = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const format = (count: number) => count.toLocaleString('en-US');

/** Why `name` cannot be a new file's name in `files`, or null when it can (`renaming`: the file it replaces). */
export function fileNameProblem(name: string, files: WorkspaceFiles, renaming?: string): string | null {
  if (name.trim() === '') return 'A file needs a name.';
  if (name.length > WORKSPACE_LIMITS.nameLength) return `A file's name is at most ${WORKSPACE_LIMITS.nameLength} characters long.`;
  if (!NAME_CHARACTERS.test(name) || name.includes('..')) {
    return `“${name}” is not a file name here: use letters, digits, “-”, “_” and “.” (no folders, no spaces).`;
  }
  const known =
    name === IMPORT_MAP_FILE || FILE_EXTENSIONS.some((extension) => name.endsWith(extension) && name.length > extension.length);
  if (!known) {
    return `“${name}” has no extension the playground knows: use .tsx, .ts, .scss or .css (or name the packages in ${IMPORT_MAP_FILE}).`;
  }
  const taken = Object.keys(files).find((existing) => existing.toLowerCase() === name.toLowerCase() && existing !== renaming);
  if (taken !== undefined) return `There is already a file named ${taken}.`;
  return null;
}

export function addFile(files: WorkspaceFiles, name: string, text = ''): FilesChange {
  const problem = fileNameProblem(name, files);
  if (problem) return { ok: false, message: problem };
  if (Object.keys(files).length >= WORKSPACE_LIMITS.files) {
    return { ok: false, message: `A workspace holds at most ${WORKSPACE_LIMITS.files} files: delete one to add another.` };
  }
  return { ok: true, files: { ...files, [name]: text } };
}

export function renameFile(files: WorkspaceFiles, from: string, to: string): FilesChange {
  if (from === ENTRY_FILE) return { ok: false, message: `${ENTRY_FILE} is the entry file: it keeps its name.` };
  if (!(from in files)) return { ok: false, message: `There is no file named ${from}.` };
  if (from === to) return { ok: true, files };
  const problem = fileNameProblem(to, files, from);
  if (problem) return { ok: false, message: problem };
  // Keeps the files' order: the renamed one stays where it was in the list.
  return { ok: true, files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name === from ? to : name, text])) };
}

export function deleteFile(files: WorkspaceFiles, name: string): FilesChange {
  if (name === ENTRY_FILE) return { ok: false, message: `${ENTRY_FILE} is the entry file: it cannot be deleted.` };
  if (!(name in files)) return { ok: false, message: `There is no file named ${name}.` };
  const { [name]: _deleted, ...rest } = files;
  return { ok: true, files: rest };
}

/** One file's new text, checked. */
export function setFileText(files: WorkspaceFiles, name: string, text: string): FilesChange {
  if (!(name in files)) return { ok: false, message: `There is no file named ${name}.` };
  if (text.length > WORKSPACE_LIMITS.fileLength) {
    return {
      ok: false,
      message: `${name} would be ${format(text.length)} characters long; a file holds at most ${format(WORKSPACE_LIMITS.fileLength)}.`,
    };
  }
  return { ok: true, files: files[name] === text ? files : { ...files, [name]: text } };
}

/** The blank start: an `App` with a Button, and its stylesheet. */
export function blankWorkspace(): WorkspaceFiles {
  return {
    [ENTRY_FILE]: `import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import './styles.scss';

export default function App() {
  const [count, setCount] = useState(0);
  return (
    <main className="app">
      <h1>Hello, Aquila UI</h1>
      <Button onClick={() => setCount((value) => value + 1)}>Clicked {count} times</Button>
    </main>
  );
}
`,
    'styles.scss': `.app {
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 1.5rem;
  font-family: system-ui, sans-serif;
}
`,
  };
}

/**
 * A demo's files as a workspace: its module becomes `App.tsx`, its stylesheet and other files keep
 * their names (so the module's imports of them still hold). The demo's HTML is left out: a workspace
 * mounts `App` into the playground's own page.
 */
export function workspaceFromDemo(demoId: string, files: DemoFiles): WorkspaceFiles {
  const { [PAGE_FILE]: _page, [demoEntry(demoId)]: entry = '', ...rest } = files;
  return { [ENTRY_FILE]: entry, ...rest };
}

export const isStylesheetName = (name: string) => name.endsWith('.scss') || name.endsWith('.css');

/** A file's language, by its extension: stylesheets are SCSS (CSS is a subset of it), the import map JSON, the rest TypeScript. */
export const languageOf = (name: string): 'scss' | 'typescript' | 'json' =>
  isStylesheetName(name) ? 'scss' : name === IMPORT_MAP_FILE ? 'json' : 'typescript';

/** The grammar a file is shown in read-only: JSON (the import map) in TypeScript's, which holds JSON's syntax. */
export const shownLanguageOf = (name: string): 'scss' | 'typescript' => (isStylesheetName(name) ? 'scss' : 'typescript');

/** Whether a workspace file is code (a module): not a stylesheet, the import map or a demo's page. */
export const isWorkspaceCode = (name: string): boolean => /\.tsx?$/.test(name);
