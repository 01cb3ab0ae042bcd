import type { FileKey } from './files.ts';
import { DEMO_ASSETS, demoCompiledPath, demoFilePath, demoHighlightedPath } from './paths.ts';

/** A path below the demos' assets folder (paths.ts) as the URL the page fetches. */
export const demoAssetUrl = (path: string) => `${import.meta.env.BASE_URL}${DEMO_ASSETS}${path}`;

/**
 * Public URL of one source file of a demo, by its name (`index.html` is the folder's `<demo>.html`).
 */
export const demoSourceUrl = (demoId: string, key: FileKey): string => demoAssetUrl(demoFilePath(demoId, key));

/** The demo compiled at build time for edit mode's first preview. */
export const demoCompiledUrl = (demoId: string): string => demoAssetUrl(demoCompiledPath(demoId));

/** One source file of a demo highlighted at build time: HTML for inside a `<code>`, served as text. */
export const demoHighlightedUrl = (demoId: string, key: FileKey): string => demoAssetUrl(demoHighlightedPath(demoId, key));
