/**
 * Monaco from the local monaco-editor package — its workers built and served by the site, never a
 * CDN — with only what the playground needs: TypeScript/TSX (with the language service), SCSS and HTML.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/typescript/register';
import 'monaco-editor/languages/definitions/scss/register';
import 'monaco-editor/languages/definitions/html/register';
import {
  JsxEmit,
  ModuleKind,
  ModuleResolutionKind,
  ScriptTarget,
  typescriptDefaults,
} from 'monaco-editor/languages/features/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TypeScriptWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    label === 'typescript' || label === 'javascript' ? new TypeScriptWorker() : new EditorWorker(),
};

typescriptDefaults.setCompilerOptions({
  target: ScriptTarget.ES2020,
  module: ModuleKind.ESNext,
  moduleResolution: ModuleResolutionKind.NodeJs,
  jsx: JsxEmit.ReactJSX,
  strict: true,
  esModuleInterop: true,
  allowNonTsExtensions: true,
  skipLibCheck: true,
  types: [],
});
const diagnosticsOptions = {
  noSemanticValidation: false,
  noSyntaxValidation: false,
  // 2307: "Cannot find module './x.scss'": a demo's own stylesheet is compiled separately.
  diagnosticCodesToIgnore: [2307],
};
// Type errors wait for the declarations below, so none is reported for a type not yet known.
typescriptDefaults.setDiagnosticsOptions({ ...diagnosticsOptions, noSemanticValidation: true });
typescriptDefaults.setEagerModelSync(true);
// React's and the library's declarations, so props autocomplete and show their JSDoc. Loaded beside
// the editor rather than before it: the editor shows at once and the language service picks them up
// when they arrive (the dev server generates them on first request, which takes seconds).
void import('virtual:playground-types').then(({ default: typeFiles }) => {
  for (const [path, content] of Object.entries(typeFiles)) typescriptDefaults.addExtraLib(content, path);
  typescriptDefaults.setDiagnosticsOptions(diagnosticsOptions);
});

export { monaco, typescriptDefaults };
