import type { Transformer } from './compile';

/** The slice of sucrase's API the fast path uses. */
export type SucraseTransform = (
  code: string,
  options: {
    transforms: Array<'typescript' | 'jsx' | 'imports'>;
    jsxRuntime: 'automatic';
    production: true;
    disableESTransforms: true;
    filePath: string;
    sourceMapOptions: { compiledFilename: string };
  },
) => { code: string; sourceMap?: object };

type TransformOptions = NonNullable<Parameters<Transformer['transform']>[1]>;

/**
 * esbuild-wasm takes about 15 ms a file; sucrase, which only strips types and rewrites JSX and
 * imports (keeping every line where it was), takes well under 1 ms once warm. Every keystroke
 * recompiles the file being edited, so the person's typing goes through sucrase. Whatever sucrase
 * rejects goes to esbuild, whose messages are the ones shown (file, line and column of the mistake).
 */
export function withFastPath(esbuild: Transformer, sucrase: SucraseTransform): Transformer {
  return {
    transform: async (input: string | Uint8Array, options?: TransformOptions) => {
      const source = typeof input === 'string' ? input : new TextDecoder().decode(input);
      const name = options?.sourcefile ?? 'file.tsx';
      let fast: ReturnType<SucraseTransform>;
      try {
        fast = sucrase(source, {
          transforms: options?.loader === 'ts' ? ['typescript', 'imports'] : ['typescript', 'jsx', 'imports'],
          jsxRuntime: 'automatic',
          production: true,
          disableESTransforms: true,
          filePath: name,
          sourceMapOptions: { compiledFilename: `${name}.js` },
        });
      } catch {
        return esbuild.transform(input, options);
      }
      return {
        code: fast.code,
        map: JSON.stringify(fast.sourceMap ?? {}),
        warnings: [],
        mangleCache: undefined,
        legalComments: undefined,
      };
    },
  } as Transformer;
}
