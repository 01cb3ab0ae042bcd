import { useEffect, useMemo, useRef, useState } from 'react';
import Editor, { loader, type OnMount } from '@monaco-editor/react';
import { monaco } from './monaco-setup';
import { focusIsUnclaimed, type CodeEditorProps } from './types';
import { usePackageTypes } from './usePackageTypes';
import { useThemeStore } from '../../shared/theme-store';

loader.config({ monaco });

const MARKER_OWNER = 'aquila-playground';
const NO_PACKAGES: NonNullable<CodeEditorProps['packages']> = [];
/** True in an editor whose page formats its files; Shift+Alt+F is the page's there. */
const CAN_FORMAT = 'aquilaCanFormat';
/** How long a line reached from a console link stays highlighted. */
const REVEAL_HIGHLIGHT_MS = 1500;
/** The same object every render: the editor applies its options again whenever they are a new object. */
const EDITOR_OPTIONS: monaco.editor.IStandaloneEditorConstructionOptions = {
  minimap: { enabled: false },
  fontSize: 13,
  tabSize: 2,
  scrollBeyondLastLine: false,
  automaticLayout: true,
  wordWrap: 'on',
  fixedOverflowWidgets: true,
  // Monaco dims the number of the empty line after a final newline, below readable contrast (1.75:1);
  // drawn as every other number, it is a line people can type on.
  renderFinalNewline: 'on',
};

/**
 * Monaco for one file at a time. Escape then Tab leaves the editor (Tab otherwise indents), so
 * keyboard users are never trapped; compile and runtime errors are shown as markers.
 */
export default function MonacoEditor({
  path,
  language,
  value,
  onChange,
  markers,
  siblings = [],
  packages = NO_PACKAGES,
  label,
  reveal,
  onFormat,
  autoFocus = false,
}: CodeEditorProps) {
  const theme = useThemeStore((state) => state.theme);
  const fetchingTypes = usePackageTypes(packages);
  const editorRef = useRef<Parameters<OnMount>[0] | null>(null);
  const [mounted, setMounted] = useState(false);
  const onFormatRef = useRef(onFormat);
  const canFormat = useRef<monaco.editor.IContextKey<boolean> | null>(null);

  useEffect(() => {
    onFormatRef.current = onFormat;
    canFormat.current?.set(onFormat !== undefined);
  }, [onFormat]);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    // Only a change is applied: updating the options revalidates all of them, on every keystroke otherwise.
    const setTabFocus = (on: boolean) => {
      if (editor.getOption(monaco.editor.EditorOption.tabFocusMode) !== on) editor.updateOptions({ tabFocusMode: on });
    };
    editor.onKeyDown((event) => {
      if (event.keyCode === monaco.KeyCode.Escape) {
        setTabFocus(true);
      } else if (event.keyCode !== monaco.KeyCode.Tab && event.keyCode !== monaco.KeyCode.Shift) {
        setTabFocus(false);
      }
    });
    editor.onDidBlurEditorText(() => setTabFocus(false));
    // The page's formatter (Prettier, with the repository's settings) rather than Monaco's own: this action's
    // binding wins over Format Document's while the key is set. Without an onFormat the key is unset and
    // Shift+Alt+F formats as Monaco always did.
    canFormat.current = editor.createContextKey(CAN_FORMAT, onFormatRef.current !== undefined);
    const format = editor.addAction({
      id: 'aquila.format',
      label: 'Format Document (Prettier)',
      precondition: CAN_FORMAT,
      keybindings: [monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyF],
      run: () => onFormatRef.current?.(),
    });
    // Actions outlive their editor otherwise (the narrow layout unmounts it).
    editor.onDidDispose(() => format.dispose());
    // The plain editor that stood in while Monaco loaded had focus and is gone: focus is on the body now.
    if (autoFocus && focusIsUnclaimed(editor.getContainerDomNode())) editor.focus();
    setMounted(true);
  };

  // A followed link: the cursor on that place, the line in view and lit for a moment, focus in the editor.
  // The path is a dependency because the link may open another file: its model is the editor's by now.
  useEffect(() => {
    const editor = editorRef.current;
    if (!reveal || !mounted || !editor) return;
    const position = { lineNumber: reveal.line, column: reveal.column };
    editor.setPosition(position);
    editor.revealLineInCenter(reveal.line);
    editor.focus();
    const highlight = editor.createDecorationsCollection([
      {
        range: new monaco.Range(reveal.line, 1, reveal.line, 1),
        options: { isWholeLine: true, className: 'playground-monaco__revealed' },
      },
    ]);
    const timer = setTimeout(() => highlight.clear(), REVEAL_HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      highlight.clear();
    };
  }, [reveal, mounted, path]);

  // Keyed by content: the page gives a new array on each of its renders, several per keystroke, and
  // setting the same markers again would redraw the editor's decorations each time.
  const markersKey = JSON.stringify(
    markers.map((marker): monaco.editor.IMarkerData => ({
      severity: monaco.MarkerSeverity.Error,
      message: marker.message,
      startLineNumber: marker.line ?? 1,
      startColumn: marker.column ?? 1,
      endLineNumber: marker.line ?? 1,
      endColumn: (marker.column ?? 1) + 1,
    })),
  );
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(model, MARKER_OWNER, JSON.parse(markersKey) as monaco.editor.IMarkerData[]);
  }, [markersKey, path, mounted]);

  // The files not on screen are models too, so `import … from './sample-dialog'` type-checks; they
  // follow the store's text (edits made in their own tab, a reset). Each model is touched only when its
  // own file's text changed: a keystroke in the open file reads no other model.
  const sentToSiblings = useRef(new Map<string, string>());
  useEffect(() => {
    for (const { path: siblingPath, value } of siblings) {
      if (sentToSiblings.current.get(siblingPath) === value) continue;
      sentToSiblings.current.set(siblingPath, value);
      const uri = monaco.Uri.file(siblingPath);
      const model = monaco.editor.getModel(uri);
      if (!model) monaco.editor.createModel(value, 'typescript', uri);
      else if (model.getValue() !== value) model.setValue(value);
    }
  }, [siblings]);

  const options = useMemo(() => ({ ...EDITOR_OPTIONS, ariaLabel: label }), [label]);

  return (
    <div className="playground-monaco">
      {fetchingTypes.length > 0 && (
        <p className="playground-monaco__types" role="status">
          Fetching types for {fetchingTypes.join(', ')}…
        </p>
      )}
      <Editor
        path={path}
        // JSON (the import map) is edited as plain text: Monaco's JSON support needs a worker of its
        // own, and the map's mistakes are told with their line in the error list.
        language={language === 'json' ? 'plaintext' : language}
        value={value}
        theme={theme === 'dark' ? 'vs-dark' : 'vs'}
        onChange={(next) => onChange(next ?? '')}
        onMount={onMount}
        loading={<p className="playground-editor__loading">Starting the editor…</p>}
        options={options}
      />
    </div>
  );
}
