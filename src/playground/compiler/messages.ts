import type { PlaygroundError } from '../runtime/protocol';
import type { CompiledModule, DemoScripts } from './compile';
import type { ElementReading } from '../../configurator/jsx-props';

/** What the compiler needs of a demo: its TS files and its stylesheet. */
export interface DemoSource {
  scripts: DemoScripts;
  scss: string;
}

export interface CompileRequest extends DemoSource {
  type: 'compile';
  id: number;
  libraryEntries: string[];
}

export interface CompileResponse {
  type: 'compiled';
  id: number;
  /** Each TS file compiled, by name. */
  modules: Record<string, CompiledModule>;
  css: string;
  errors: PlaygroundError[];
  /** Milliseconds spent in esbuild and sass, for the benchmark. */
  timings: { tsx: number; scss: number };
}

export interface TransformRequest {
  type: 'transform-only';
  id: number;
  tsx: string;
}

export type WorkerRequest = CompileRequest | TransformRequest;
export type WorkerResponse =
  | CompileResponse
  | { type: 'transformed'; id: number; ms: number; error?: string }
  | { type: 'fatal'; message: string }
  /** Sent once the worker listens: requests wait for it, so none is posted into a worker still loading. */
  | { type: 'listening' };

/** A shipped demo compiled at build time, so edit mode's first preview needs no compiler. */
export interface PrecompiledDemo extends DemoSource {
  modules: Record<string, CompiledModule>;
  css: string;
  /** A configurator's sample: the props of the first element of each name in its main file. */
  elements?: Record<string, ElementReading>;
}
