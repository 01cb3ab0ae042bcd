import type { DemoScripts } from './files.ts';
import { demoCompiledUrl } from './urls.ts';

/**
 * What the compiler needs of a demo or a workspace: its TS files and its stylesheets by file name (SCSS
 * or CSS, applied in this order). Messages name each file by its own name (`button-demo1.tsx:8:12`),
 * as an editor or a terminal would.
 */
export interface DemoSource {
  scripts: DemoScripts;
  styles: Record<string, string>;
  /** The text of the source's `import-map.json`, when it has one: where its packages load from. */
  importMap?: string;
}

/** One file compiled: CommonJS with loop guards, and its source map. */
export interface CompiledModule {
  code: string;
  map: string;
}

/** A value a configurator control can show and set. */
export type PropValue = string | number | boolean;

/** What the code says about one prop: a value a control can show, or code it cannot (an expression). */
export type PropReading = { kind: 'value'; value: PropValue } | { kind: 'code'; text: string };

/** The props written on one element. */
export interface ElementReading {
  status: 'found';
  props: Record<string, PropReading>;
  /** The element spreads an object into its props (`{...rest}`): any prop may come from it. */
  spread: boolean;
}

/**
 * A shipped demo compiled at build time (`<demo>.compiled.json` beside its files), so edit mode's first
 * preview needs no compiler.
 */
export interface PrecompiledDemo extends DemoSource {
  modules: Record<string, CompiledModule>;
  css: string;
  /** A configurator's sample: the props of the first element of each name in its main file. */
  elements?: Record<string, ElementReading>;
}

/** The build's compile of the shipped demo; without it (an old deploy, a failed fetch) the worker compiles. */
export function loadPrecompiled(demoId: string): Promise<PrecompiledDemo | null> {
  return fetch(demoCompiledUrl(demoId))
    .then((response) => (response.ok ? (response.json() as Promise<PrecompiledDemo>) : null))
    .catch(() => null);
}
