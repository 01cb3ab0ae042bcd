import { useEffect, useRef } from 'react';
import Editor, { loader, type OnMount } from '@monaco-editor/react';
import { monaco } from './monaco-setup';
import type { CodeEditorProps } from './types';
import { useThemeStore } from '../../stores/theme';

loader.config({ monaco });

const MARKER_OWNER = 'aquila-playground';

/**
 * Monaco for one file at a time. Escape then Tab leaves the editor (Tab otherwise indents), so
 * keyboard users are never trapped; compile and runtime errors are shown as markers.
 */
export default function MonacoEditor({ path, language, value, onChange, markers, siblings = [], label }: CodeEditorProps) {
  const theme = useThemeStore((state) => state.theme);
  const editorRef = useRef<Parameters<OnMount>[0] | null>(null);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    editor.onKeyDown((event) => {
      if (event.keyCode === monaco.KeyCode.Escape) {
        editor.updateOptions({ tabFocusMode: true });
      } else if (event.keyCode !== monaco.KeyCode.Tab && event.keyCode !== monaco.KeyCode.Shift) {
        editor.updateOptions({ tabFocusMode: false });
      }
    });
    editor.onDidBlurEditorText(() => editor.updateOptions({ tabFocusMode: false }));
  };

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      MARKER_OWNER,
      markers.map((marker) => ({
        severity: monaco.MarkerSeverity.Error,
        message: marker.message,
        startLineNumber: marker.line ?? 1,
        startColumn: marker.column ?? 1,
        endLineNumber: marker.line ?? 1,
        endColumn: (marker.column ?? 1) + 1,
      })),
    );
  }, [markers, path]);

  // The files not on screen are models too, so `import … from './sample-dialog'` type-checks; they
  // follow the store's text (edits made in their own tab, a reset).
  useEffect(() => {
    for (const sibling of siblings) {
      const uri = monaco.Uri.file(sibling.path);
      const model = monaco.editor.getModel(uri);
      if (!model) monaco.editor.createModel(sibling.value, 'typescript', uri);
      else if (model.getValue() !== sibling.value) model.setValue(sibling.value);
    }
  }, [siblings]);

  return (
    <div className="playground-monaco">
      <Editor
        path={path}
        language={language}
        value={value}
        theme={theme === 'dark' ? 'vs-dark' : 'vs'}
        onChange={(next) => onChange(next ?? '')}
        onMount={onMount}
        loading={<p className="playground-editor__loading">Starting the editor…</p>}
        options={{
          ariaLabel: label,
          minimap: { enabled: false },
          fontSize: 13,
          tabSize: 2,
          scrollBeyondLastLine: false,
          automaticLayout: true,
          wordWrap: 'on',
          fixedOverflowWidgets: true,
        }}
      />
    </div>
  );
}
