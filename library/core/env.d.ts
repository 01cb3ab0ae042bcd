// The one Node global the library reads. `process.env.NODE_ENV !== 'production'` guards every development
// warning: bundlers (Vite, webpack, esbuild, Rollup) replace it, so production builds drop the warnings,
// and Node has it, so server rendering and tests keep them. Declared in the shape Node's own types give it,
// so the two agree wherever both are loaded.
// eslint-disable-next-line no-var -- a global variable is declared with var, as Node's own types do
declare var process: NodeJS.Process;
declare namespace NodeJS {
  interface Process {
    env: ProcessEnv;
  }
  interface ProcessEnv {
    NODE_ENV?: string;
  }
}
