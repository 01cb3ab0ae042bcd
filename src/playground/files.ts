import type { SourceFile } from '../docs/registry';
import type { EditorLanguage } from './editor/types';

/** Where each of a demo's three files lives in the Sandpack file set, and how it is edited. */
export const SANDPACK_PATHS: Record<SourceFile, string> = {
  html: '/index.html',
  tsx: '/demo.tsx',
  scss: '/demo.scss',
};

export const EDITOR_LANGUAGE: Record<SourceFile, EditorLanguage> = {
  html: 'html',
  tsx: 'typescript',
  scss: 'scss',
};

export const FILE_ORDER: SourceFile[] = ['html', 'tsx', 'scss'];

export const fileForPath = (path: string): SourceFile | undefined =>
  FILE_ORDER.find((file) => SANDPACK_PATHS[file] === path);

/** The error list names files as the tabs do. */
export const FILE_LABEL: Record<string, SourceFile> = { HTML: 'html', TS: 'tsx', SCSS: 'scss' };
