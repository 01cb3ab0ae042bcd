import type { CompiledModule, DemoSource } from '../../demo-model/precompiled';
import type { PlaygroundError } from '../runtime/protocol';
import {
  importError,
  isAllowedImport,
  isPackageImport,
  isStylesheet,
  locateSpecifier,
  renameRequires,
  requiredModules,
} from './imports.ts';
import { insertLoopGuards } from './loop-guard.ts';

/** The slice of esbuild-wasm's API the compiler uses (the worker's instance, or Node's in tests). */
export type Transformer = Pick<typeof import('esbuild-wasm'), 'transform'>;

/** The slice of sass's API the compiler uses. */
export interface SassCompiler {
  compileString(source: string, options?: Record<string, unknown>): { css: string };
}

export interface ModuleResult {
  module: CompiledModule | null;
  errors: PlaygroundError[];
  /** The npm packages the file imports (bare specifiers the frame does not provide), as written. */
  packages: string[];
}

export interface ScriptsResult {
  /** Every file of the demo compiled, by name; empty when there are errors. */
  modules: Record<string, CompiledModule>;
  errors: PlaygroundError[];
  /** The npm packages the files import, each once, sorted: for the import map to resolve. */
  packages: string[];
}

interface EsbuildMessage {
  text: string;
  location?: { line: number; column: number } | null;
}

/** What a file's compile depends on besides its text: its siblings and the stylesheets it may import. */
export type CompileContext = Pick<DemoSource, 'scripts'> & {
  /** The stylesheets' names: a `./name.scss` or `./name.css` import must name one of them. */
  styleNames: readonly string[];
};

/** A source's compile context: what every one of its files is compiled with. */
export const contextOf = (source: DemoSource): CompileContext => ({
  scripts: source.scripts,
  styleNames: Object.keys(source.styles),
});

/** `./sample-dialog` → `sample-dialog.tsx`: how a relative import finds a sibling file, with or without extension. */
function resolveSibling(specifier: string, files: Record<string, string>): string | null {
  if (!specifier.startsWith('./') || specifier.slice(2).includes('/')) return null;
  const name = specifier.slice(2);
  return [name, `${name}.tsx`, `${name}.ts`].find((candidate) => candidate in files) ?? null;
}

/** Loop ids stay unique across a demo's files: each file's loops are numbered from its own offset. */
const LOOP_IDS_PER_FILE = 100_000;

/**
 * One file of a demo → CommonJS for the frame's `require`, with loop guards. A relative import of a
 * sibling file is rewritten to that file's exact name (`./sample-dialog` → `./sample-dialog.tsx`), which
 * is how the frame finds it; a package the frame does not provide is listed for the page to resolve.
 */
export async function compileModule(
  esbuild: Transformer,
  context: CompileContext,
  name: string,
  libraryEntries: ReadonlySet<string>,
): Promise<ModuleResult> {
  const { scripts } = context;
  const source = scripts.files[name];
  const file = name;
  let output: { code: string; map: string };
  try {
    output = await esbuild.transform(source, {
      loader: name.endsWith('.ts') ? 'ts' : 'tsx',
      format: 'cjs',
      jsx: 'automatic',
      target: 'es2022',
      sourcemap: 'external',
      sourcefile: name,
      charset: 'utf8',
    });
  } catch (failure) {
    const messages = ((failure as { errors?: EsbuildMessage[] }).errors ?? []) as EsbuildMessage[];
    const errors: PlaygroundError[] = messages.length
      ? messages.map((message) => ({
          kind: 'compile',
          file,
          line: message.location?.line,
          column: message.location ? message.location.column + 1 : undefined,
          message: message.text,
        }))
      : [{ kind: 'compile', file, message: String((failure as Error).message ?? failure) }];
    return { module: null, errors, packages: [] };
  }

  const errors: PlaygroundError[] = [];
  const packages: string[] = [];
  const siblings = new Map<string, string>();
  for (const specifier of requiredModules(output.code)) {
    // A stylesheet arrives compiled on its own: the import only has to name one.
    if (isStylesheet(specifier) && context.styleNames.includes(specifier.slice(2))) continue;
    const sibling = resolveSibling(specifier, scripts.files);
    if (sibling) {
      siblings.set(specifier, `./${sibling}`);
      continue;
    }
    const relative = specifier.startsWith('.');
    if (!relative && isAllowedImport(specifier, libraryEntries)) continue;
    // Any other package comes from the import map or the package CDN, resolved by the page.
    if (!relative && isPackageImport(specifier)) {
      packages.push(specifier);
      continue;
    }
    errors.push({
      kind: 'compile',
      file,
      ...locateSpecifier(source, specifier),
      message: importError(specifier, [...Object.keys(scripts.files), ...context.styleNames]),
    });
  }
  const code = renameRequires(output.code, siblings);
  if (errors.length) return { module: null, errors, packages };
  const index = Object.keys(scripts.files).sort().indexOf(name);
  return { module: { code: insertLoopGuards(code, index * LOOP_IDS_PER_FILE), map: output.map }, errors: [], packages };
}

/**
 * Every file of a demo compiled on its own (`compile` may answer from a cache: most edits change one
 * file). Errors carry the file (as its tab is named), line and column.
 */
export async function compileScripts(
  esbuild: Transformer,
  context: CompileContext,
  libraryEntries: ReadonlySet<string>,
  compile: typeof compileModule = compileModule,
): Promise<ScriptsResult> {
  const names = Object.keys(context.scripts.files);
  const results = await Promise.all(names.map((name) => compile(esbuild, context, name, libraryEntries)));
  const errors = results.flatMap((result) => result.errors);
  const packages = [...new Set(results.flatMap((result) => result.packages))].sort();
  if (errors.length) return { modules: {}, errors, packages };
  return { modules: Object.fromEntries(names.map((name, index) => [name, results[index].module!])), errors: [], packages };
}

interface SassFailure {
  sassMessage?: string;
  message?: string;
  span?: { start: { line: number; column: number } };
}

export interface StylesResult {
  css: string;
  errors: PlaygroundError[];
}

/** SCSS → CSS; a syntax error carries `file` (as its tab names it) and the 1-based line and column sass reports. */
export function compileScss(sass: SassCompiler, source: string, file: string): StylesResult {
  try {
    return { css: sass.compileString(source, { syntax: 'scss', style: 'expanded' }).css, errors: [] };
  } catch (failure) {
    const error = failure as SassFailure;
    return {
      css: '',
      errors: [
        {
          kind: 'compile',
          file,
          line: error.span ? error.span.start.line + 1 : undefined,
          column: error.span ? error.span.start.column + 1 : undefined,
          message: error.sassMessage ?? error.message ?? String(failure),
        },
      ],
    };
  }
}

/**
 * Every stylesheet of a source as one CSS text, in the order given: SCSS through sass, CSS as it is.
 * `compile` may answer from a cache (most edits leave the stylesheets alone).
 */
export function compileStyles(
  sass: SassCompiler,
  source: Pick<DemoSource, 'styles'>,
  compile: (name: string, text: string, file: string) => StylesResult = (name, text, file) =>
    name.endsWith('.css') ? { css: text, errors: [] } : compileScss(sass, text, file),
): StylesResult {
  const results = Object.entries(source.styles).map(([name, text]) => compile(name, text, name));
  return { css: results.map((result) => result.css).join('\n'), errors: results.flatMap((result) => result.errors) };
}
