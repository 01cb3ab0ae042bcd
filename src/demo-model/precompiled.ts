import { describeFile, type DemoScripts } from './files';
import { demoCompiledUrl } from './urls';

/**
 * What the compiler needs of a demo or a workspace: its TS files, its stylesheets by file name (SCSS
 * or CSS, applied in this order), and the names its messages give files that are not called by their
 * own name (a demo's tabs say 'TS' and 'SCSS').
 */
export interface DemoSource {
  scripts: DemoScripts;
  styles: Record<string, string>;
  labels?: Record<string, string>;
}

/**
 * A demo's source: its scripts, its one stylesheet (`<demo>.scss`, empty for a demo without one) and
 * its tabs' names for the module and the stylesheet ('TS', 'SCSS'); its other files keep their names.
 */
export function demoSource(demoId: string, scripts: DemoScripts, scss: string): DemoSource {
  const module = describeFile(demoId, 'tsx');
  const stylesheet = describeFile(demoId, 'scss');
  return {
    scripts,
    styles: { [stylesheet.name]: scss },
    labels: { [module.name]: module.label, [stylesheet.name]: stylesheet.label },
  };
}

/** How messages name a file of `source`: as its tab does. */
export const sourceLabel = (source: Pick<DemoSource, 'labels'>, name: string): string => source.labels?.[name] ?? name;

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
