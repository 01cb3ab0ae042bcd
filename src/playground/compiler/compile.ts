import type { PlaygroundError } from '../runtime/protocol';
import { importError, isAllowedImport, locateSpecifier, requiredModules } from './imports';
import { insertLoopGuards } from './loop-guard';

/** The slice of esbuild-wasm's API the compiler uses (the worker's instance, or Node's in tests). */
export type Transformer = Pick<typeof import('esbuild-wasm'), 'transform'>;

/** The slice of sass's API the compiler uses. */
export interface SassCompiler {
  compileString(source: string, options?: Record<string, unknown>): { css: string };
}

export interface TsxResult {
  code: string;
  map: string;
  errors: PlaygroundError[];
}

interface EsbuildMessage {
  text: string;
  location?: { line: number; column: number } | null;
}

export const TSX_FILE = 'TS';
export const SCSS_FILE = 'SCSS';

/** TSX → CommonJS for the frame's `require`, with loop guards; errors carry file, line and column. */
export async function compileTsx(
  esbuild: Transformer,
  source: string,
  libraryEntries: ReadonlySet<string>,
): Promise<TsxResult> {
  let output: { code: string; map: string };
  try {
    output = await esbuild.transform(source, {
      loader: 'tsx',
      format: 'cjs',
      jsx: 'automatic',
      target: 'es2022',
      sourcemap: 'external',
      sourcefile: 'demo.tsx',
    });
  } catch (failure) {
    const messages = ((failure as { errors?: EsbuildMessage[] }).errors ?? []) as EsbuildMessage[];
    const errors: PlaygroundError[] = messages.length
      ? messages.map((message) => ({
          kind: 'compile',
          file: TSX_FILE,
          line: message.location?.line,
          column: message.location ? message.location.column + 1 : undefined,
          message: message.text,
        }))
      : [{ kind: 'compile', file: TSX_FILE, message: String((failure as Error).message ?? failure) }];
    return { code: '', map: '', errors };
  }

  const errors: PlaygroundError[] = requiredModules(output.code)
    .filter((specifier) => !isAllowedImport(specifier, libraryEntries))
    .map((specifier) => ({ kind: 'compile', file: TSX_FILE, ...locateSpecifier(source, specifier), message: importError(specifier) }));
  if (errors.length) return { code: '', map: '', errors };

  return { code: insertLoopGuards(output.code), map: output.map, errors: [] };
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
