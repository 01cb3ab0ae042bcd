/** The tsconfig the package's modules and declarations are compiled with. */
export const LIB_TSCONFIG: string;
/** A built module's stylesheet imports, as the package ships its stylesheets compiled. */
export function withCompiledStylesheets(code: string): string;
/** A declaration as the package ships it: imports of modules named `.js`, and no stylesheets. */
export function shippedDeclaration(code: string): string;
/** Emits the package's declarations alone into `outDir`; resolves to their paths relative to it. */
export function emitDeclarations(outDir: string): Promise<string[]>;
