import type { PlaygroundError } from '../runtime/protocol';
import type { CompiledModule, DemoSource } from '../../demo-model/precompiled';

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
  /** The npm packages the files import (from the import map or the package CDN), sorted. */
  packages: string[];
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
