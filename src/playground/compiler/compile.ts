import type { PlaygroundError } from '../runtime/protocol';
import { importError, isAllowedImport, isOwnStylesheet } from './imports.ts';
import { insertLoopGuards } from './loop-guard.ts';

/** The slice of esbuild-wasm's API the compiler uses (the worker's instance, or Node's in tests). */
export type Bundler = Pick<typeof import('esbuild-wasm'), 'build' | 'transform'>;

/** The slice of sass's API the compiler uses. */
export interface SassCompiler {
  compileString(source: string, options?: Record<string, unknown>): { css: string };
}

/** A demo's TypeScript files by name, and which of them is the module the page runs. */
export interface DemoScripts {
  entry: string;
  files: Record<string, string>;
}

export interface TsxResult {
  code: string;
  map: string;
  errors: PlaygroundError[];
}

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

export const TSX_FILE = 'TS';
export const SCSS_FILE = 'SCSS';
const NAMESPACE = 'demo';

/** Errors name files as their tabs do: the main module is "TS", any other file by its own name. */
export const fileLabel = (scripts: DemoScripts, name: string) => (name === scripts.entry ? TSX_FILE : name);

/** `./sample-dialog` → `sample-dialog.tsx`: how a relative import finds a sibling file, with or without extension. */
function resolveSibling(specifier: string, files: Record<string, string>): string | null {
  if (!specifier.startsWith('./') || specifier.slice(2).includes('/')) return null;
  const name = specifier.slice(2);
  return [name, `${name}.tsx`, `${name}.ts`].find((candidate) => candidate in files) ?? null;
}

/**
 * Bundles a demo's TS files into one CommonJS module for the frame's `require`, with loop guards.
 * Relative imports between the demo's files resolve in memory; packages stay external and must be
 * ones the frame provides. Errors carry the file (as its tab is named), line and column.
 */
export async function compileScripts(esbuild: Bundler, scripts: DemoScripts, libraryEntries: ReadonlySet<string>): Promise<TsxResult> {
  const files = scripts.files;
  let output: { code: string; map: string };
  try {
    const result = await esbuild.build({
      entryPoints: [scripts.entry],
      bundle: true,
      write: false,
      outfile: 'demo.js',
      format: 'cjs',
      platform: 'browser',
      jsx: 'automatic',
      target: 'es2022',
      sourcemap: 'external',
      charset: 'utf8',
      logLevel: 'silent',
      plugins: [
        {
          name: 'demo-files',
          setup(build) {
            build.onResolve({ filter: /.*/ }, ({ path: specifier, kind }) => {
              if (kind === 'entry-point') return { path: specifier, namespace: NAMESPACE };
              if (isOwnStylesheet(specifier)) return { path: specifier, external: true };
              const sibling = resolveSibling(specifier, files);
              if (sibling) return { path: sibling, namespace: NAMESPACE };
              if (!specifier.startsWith('.') && isAllowedImport(specifier, libraryEntries)) return { path: specifier, external: true };
              return { errors: [{ text: importError(specifier, Object.keys(files)) }] };
            });
            build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path: name }) => ({
              contents: files[name],
              loader: name.endsWith('.ts') ? 'ts' : 'tsx',
            }));
          },
        },
      ],
    });
    const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
    const map = result.outputFiles.find((file) => file.path.endsWith('.map'));
    output = { code: js?.text ?? '', map: map ? withPlainSources(map.text) : '' };
  } catch (failure) {
    const messages = ((failure as { errors?: EsbuildMessage[] }).errors ?? []) as EsbuildMessage[];
    const errors: PlaygroundError[] = messages.length
      ? messages.map((message) => ({
          kind: 'compile',
          file: message.location ? fileLabel(scripts, stripNamespace(message.location.file)) : TSX_FILE,
          line: message.location?.line,
          column: message.location ? message.location.column + 1 : undefined,
          message: message.text,
        }))
      : [{ kind: 'compile', file: TSX_FILE, message: String((failure as Error).message ?? failure) }];
    return { code: '', map: '', errors };
  }
  return { code: insertLoopGuards(output.code), map: output.map, errors: [] };
}

const stripNamespace = (file: string) => (file.startsWith(`${NAMESPACE}:`) ? file.slice(NAMESPACE.length + 1) : file);

/** The map names each source by its file name alone (`demo:x.tsx` → `x.tsx`), as errors do. */
function withPlainSources(mapJson: string): string {
  const map = JSON.parse(mapJson) as { sources?: string[] };
  map.sources = (map.sources ?? []).map(stripNamespace);
  return JSON.stringify(map);
}

interface SassFailure {
  sassMessage?: string;
  message?: string;
  span?: { start: { line: number; column: number } };
}

/** SCSS → CSS; a syntax error carries the 1-based line and column sass reports. */
export function compileScss(sass: SassCompiler, source: string): { css: string; errors: PlaygroundError[] } {
  try {
    return { css: sass.compileString(source, { syntax: 'scss', style: 'expanded' }).css, errors: [] };
  } catch (failure) {
    const error = failure as SassFailure;
    return {
      css: '',
      errors: [
        {
          kind: 'compile',
          file: SCSS_FILE,
          line: error.span ? error.span.start.line + 1 : undefined,
          column: error.span ? error.span.start.column + 1 : undefined,
          message: error.sassMessage ?? error.message ?? String(failure),
        },
      ],
    };
  }
}
