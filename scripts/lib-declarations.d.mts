/** The tsconfig the package's modules and declarations are compiled with. */
export const LIB_TSCONFIG: string;
/** A built module's or declaration's relative imports, with the extensions Node needs. */
export function addExtensions(code: string, fromDir: string): string;
/** Emits the package's declarations alone into `outDir`; resolves to their paths relative to it. */
export function emitDeclarations(outDir: string): Promise<string[]>;
