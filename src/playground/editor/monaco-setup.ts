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
import typeFiles from 'virtual:playground-types';

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
typescriptDefaults.setDiagnosticsOptions({
  noSemanticValidation: false,
  noSyntaxValidation: false,
  // 2307: "Cannot find module './x.scss'": a demo's own stylesheet is compiled separately.
  diagnosticCodesToIgnore: [2307],
});
// A demo file and the library's types, so props autocomplete and show their JSDoc.
for (const [path, content] of Object.entries(typeFiles)) typescriptDefaults.addExtraLib(content, path);
typescriptDefaults.setEagerModelSync(true);

export { monaco };
