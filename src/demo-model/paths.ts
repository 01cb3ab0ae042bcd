import { demoFolder } from './demo-id.ts';
import { fileNameInFolder, type FileKey } from './files.ts';

/**
 * Where a built site keeps each demo's files, below its base: the build copies every demo folder to
 * `assets/demos/<page>/<demo>/`, and puts beside its sources the demo's build-time compile and every
 * shipped version of its files that a share link may name. The paths below are relative to it; the
 * dev server answers the same ones.
 */
export const DEMO_ASSETS = 'assets/demos/';

/** The suffix of a demo's build-time compile beside its files: `button-demo1.compiled.json`. */
export const COMPILED_SUFFIX = '.compiled.json';

/** 'button-demo1', 'button-demo1.tsx' → 'button/button-demo1/button-demo1.tsx'; 'index.html' → '…/button-demo1.html'. */
export const demoFilePath = (demoId: string, key: FileKey): string => `${demoFolder(demoId)}/${fileNameInFolder(demoId, key)}`;

/** 'button-demo1' → 'button/button-demo1/button-demo1.compiled.json'. */
export const demoCompiledPath = (demoId: string): string => `${demoFolder(demoId)}/${demoId}${COMPILED_SUFFIX}`;

/** The suffix of a source file's build-time highlighting beside it: `button-demo1.tsx.highlighted.txt`. */
export const HIGHLIGHTED_SUFFIX = '.highlighted.txt';

/** 'button-demo1', 'button-demo1.tsx' → 'button/button-demo1/button-demo1.tsx.highlighted.txt': the file as highlighted HTML. */
export const demoHighlightedPath = (demoId: string, key: FileKey): string => `${demoFilePath(demoId, key)}${HIGHLIGHTED_SUFFIX}`;

const VERSION_FILE = /^versions\/([^/]+)\.txt$/;

/** One shipped version of a demo file, by its fingerprint: 'button/button-demo1/versions/1a2b3c.txt'. */
export const demoVersionPath = (demoId: string, hash: string): string => `${demoFolder(demoId)}/versions/${hash}.txt`;

/** What follows a demo's folder in a version's path ('versions/1a2b3c.txt') → the fingerprint; null otherwise. */
export const versionOfPath = (rest: string): string | null => VERSION_FILE.exec(rest)?.[1] ?? null;
