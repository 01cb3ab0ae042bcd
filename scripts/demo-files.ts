import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demoFolder, parseDemoId, parseDemoPath } from '../src/demo-model/demo-id.ts';
import { demoEntry, demoStylesheet, isExtraFileName, PAGE_FILE } from '../src/demo-model/files.ts';
import { demoFilePath } from '../src/demo-model/paths.ts';

/** Where the demo sources live. */
export const DEMOS_DIR = path.resolve(import.meta.dirname, '../demos');

/** The page a demo mounts into, for demo folders without an .html of their own. */
export function defaultDemoHtml(demoId: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${demoId}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

const folderPath = (demoId: string) => path.join(DEMOS_DIR, demoFolder(demoId));

/**
 * Reads a demo source by its path below the demos folder (`button/button-demo1/button-demo1.tsx`,
 * `drawer/drawer-demo4/sample-drawer.tsx`). Returns null for anything that is not a demo file, so the
 * server can 404 it. A demo without an .html of its own gets the generated page.
 */
export function readDemoFile(relativePath: string): string | null {
  const demoPath = parseDemoPath(relativePath);
  if (!demoPath || !existsSync(folderPath(demoPath.demoId))) return null;
  const { demoId, rest } = demoPath;
  const page = `${demoId}.html`;
  if (!isExtraFileName(demoId, rest) && ![page, demoEntry(demoId), demoStylesheet(demoId)].includes(rest)) return null;
  const file = path.join(folderPath(demoId), rest);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  return rest === page ? defaultDemoHtml(demoId) : null;
}

/** Every demo of every page, by id ('button-demo1'), for the build to emit. */
export function listDemoIds(): string[] {
  if (!existsSync(DEMOS_DIR)) return [];
  return readdirSync(DEMOS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((page) =>
      readdirSync(path.join(DEMOS_DIR, page.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && parseDemoId(entry.name)?.page === page.name)
        .map((entry) => entry.name),
    );
}

/** Whether a demo has a stylesheet of its own: a demo may have none. */
export function hasStylesheet(demoId: string): boolean {
  return existsSync(path.join(folderPath(demoId), demoStylesheet(demoId)));
}

/** The names of a demo folder's files beyond its own .html, .tsx and .scss. */
export function listExtraFiles(demoId: string): string[] {
  return readdirSync(folderPath(demoId))
    .filter((name) => isExtraFileName(demoId, name))
    .sort();
}

/** Every file of a demo by its name (`index.html` for its page), each read once; a stylesheet it lacks is left out. */
export function readDemoFiles(demoId: string): Record<string, string> {
  const names = [PAGE_FILE, demoEntry(demoId), demoStylesheet(demoId), ...listExtraFiles(demoId)];
  return Object.fromEntries(
    names.flatMap((name) => {
      const text = readDemoFile(demoFilePath(demoId, name));
      return text === null ? [] : [[name, text] as const];
    }),
  );
}
