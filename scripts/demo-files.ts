import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EXTRA_FILE_NAME } from '../src/docs/file-keys.ts';

/** Where the demo sources live, and the public URL prefix they are served under. */
export const DEMOS_DIR = path.resolve(import.meta.dirname, '../demos');
export const DEMO_URL_PREFIX = 'assets/demos/';

const DEMO_FILE = /^([a-z-]+)\/\1-demo(\d+)\/\1-demo\2\.(tsx|scss|html)$/;
const EXTRA_PATH = /^([a-z-]+)\/(\1-demo\d+)\/([a-z][a-z0-9-]*\.tsx?)$/;
/** A demo's other source files (never its tests). */
const isExtraName = (demoId: string, name: string) =>
  EXTRA_FILE_NAME.test(name) && !name.startsWith(`${demoId}.`) && !/\.test\.tsx?$/.test(name);

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

/**
 * Reads a demo source by its path below `assets/demos/` (`button/button-demo1/button-demo1.tsx`).
 * Returns null for anything that is not a demo file, so the server can 404 it.
 */
export function readDemoFile(relativePath: string): string | null {
  const extra = EXTRA_PATH.exec(relativePath);
  if (extra && isExtraName(extra[2], extra[3])) {
    const file = path.join(DEMOS_DIR, relativePath);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  }
  const match = DEMO_FILE.exec(relativePath);
  if (!match) return null;
  const file = path.join(DEMOS_DIR, relativePath);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const [, component, index, extension] = match;
  const demoFolder = path.join(DEMOS_DIR, component, `${component}-demo${index}`);
  if (extension === 'html' && existsSync(demoFolder)) return defaultDemoHtml(`${component}-demo${index}`);
  return null;
}

/** Every demo folder as `component/component-demoN`, for the build to emit. */
export function listDemoFolders(): string[] {
  if (!existsSync(DEMOS_DIR)) return [];
  return readdirSync(DEMOS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((component) =>
      readdirSync(path.join(DEMOS_DIR, component.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith(`${component.name}-demo`))
        .map((demo) => `${component.name}/${demo.name}`),
    );
}

/** Whether a demo folder (`component/component-demoN`) has a stylesheet of its own: a demo may have none. */
export function hasStylesheet(folder: string): boolean {
  return existsSync(path.join(DEMOS_DIR, folder, `${folder.split('/')[1]}.scss`));
}

/** The names of a demo folder's files beyond its own .html, .tsx and .scss (`component/component-demoN`). */
export function listExtraFiles(folder: string): string[] {
  const demoId = folder.split('/')[1];
  return readdirSync(path.join(DEMOS_DIR, folder))
    .filter((name) => isExtraName(demoId, name))
    .sort();
}
