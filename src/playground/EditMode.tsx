import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SandpackProvider, useSandpack } from '@codesandbox/sandpack-react';
import { RotateCcw, Share2, X } from 'lucide-react';
import { pageOfDemo, type SourceFile } from '../docs/registry';
import { SourceTabs, TAB_LABELS } from '../docs/SourceTabs';
import { copyText } from '../docs/clipboard';
import { useEditorStore, type DemoFiles } from '../stores/editor';
import { useThemeStore } from '../stores/theme';
import { CodeEditor } from './editor/CodeEditor';
import { ErrorList } from './ErrorList';
import { EDITOR_LANGUAGE, FILE_LABEL, FILE_ORDER, fileForPath, SANDPACK_PATHS } from './files';
import { PreviewFrame } from './preview/PreviewFrame';
import { toRuntimeError } from './preview/runtime-errors';
import { STOPPED_MESSAGE, type PlaygroundError } from './runtime/protocol';
import { encodeShare } from './share/codec';
import { SHARE_PARAM } from './share/hash';
import { useCompiledRun } from './useCompiledRun';
import type { PrecompiledDemo } from './compiler/messages';
import './EditMode.scss';

export interface EditModeProps {
  demoId: string;
  title: string;
  /** The files as shipped: what Reset returns to and what share links are relative to. */
  shipped: DemoFiles;
  /** The shipped demo compiled at build time: the first preview needs no compiler when nothing is edited. */
  precompiled?: PrecompiledDemo | null;
  /** Opened from a shared link: says so, with a way back to the original. */
  fromSharedLink?: boolean;
  /** The read-mode demo, kept on screen until the first compiled preview is painted. */
  livePreview: ReactNode;
  onExit: () => void;
}

/** Edit mode: the demo's three files in Sandpack, edited in Monaco, compiled and shown in a sandboxed frame. */
export default function EditMode(props: EditModeProps) {
  const { demoId, shipped } = props;
  useEffect(() => void performance.mark('aquila:edit-mode-mounted'), []);
  // Edits survive reloads in the store; the provider starts from them.
  const initialFiles = useMemo(() => {
    const edits = useEditorStore.getState().edits[demoId] ?? {};
    return Object.fromEntries(FILE_ORDER.map((file) => [SANDPACK_PATHS[file], edits[file] ?? shipped[file]]));
  }, [demoId, shipped]);
  const activeFile = useEditorStore.getState().activeFile[demoId] ?? 'tsx';
  const theme = useThemeStore((state) => state.theme);

  return (
    <SandpackProvider
      template="static"
      theme={theme}
      className="playground-files"
      files={initialFiles}
      options={{ visibleFiles: FILE_ORDER.map((file) => SANDPACK_PATHS[file]), activeFile: SANDPACK_PATHS[activeFile] }}
    >
      <Workbench {...props} />
    </SandpackProvider>
  );
}

function Workbench({ demoId, title, shipped, precompiled = null, fromSharedLink = false, livePreview, onExit }: EditModeProps) {
  const { sandpack } = useSandpack();
  const theme = useThemeStore((state) => state.theme);
  const setFile = useEditorStore((state) => state.setFile);
  const resetEdits = useEditorStore((state) => state.reset);
  const rememberActiveFile = useEditorStore((state) => state.setActiveFile);
  const edited = useEditorStore((state) => state.edits[demoId] !== undefined);

  const files = Object.fromEntries(
    FILE_ORDER.map((file) => [file, sandpack.files[SANDPACK_PATHS[file]]?.code ?? '']),
  ) as DemoFiles;
  const active = fileForPath(sandpack.activeFile) ?? 'tsx';

  const compiled = useCompiledRun(files.tsx, files.scss, precompiled);
  const [renderedRun, setRenderedRun] = useState(0);
  const [runtimeError, setRuntimeError] = useState<PlaygroundError | null>(null);
  const [showSharedBanner, setShowSharedBanner] = useState(fromSharedLink);
  const [shareUrl, setShareUrl] = useState('');
  const [shareStatus, setShareStatus] = useState('');

  // Keyed on the three texts, not on `files`, which is a new object every render.
  const { html, tsx, scss } = files;
  useEffect(() => {
    const current = { html, tsx, scss };
    for (const file of FILE_ORDER) setFile(demoId, file, current[file], shipped[file]);
  }, [demoId, html, tsx, scss, shipped, setFile]);

  useEffect(() => setRuntimeError(null), [compiled.run]);

  const errors = runtimeError ? [...compiled.errors, runtimeError] : compiled.errors;
  const markers = errors.filter((error) => error.file && FILE_LABEL[error.file] === active);
  const firstPreviewReady = renderedRun > 0;

  const selectFile = (file: SourceFile) => {
    sandpack.setActiveFile(SANDPACK_PATHS[file]);
    rememberActiveFile(demoId, file);
  };

  const activeFileEdited = files[active] !== shipped[active];
  const resetActiveFile = () => sandpack.updateFile(SANDPACK_PATHS[active], shipped[active]);

  const reset = () => {
    sandpack.updateFile(Object.fromEntries(FILE_ORDER.map((file) => [SANDPACK_PATHS[file], shipped[file]])));
    resetEdits(demoId);
    setShowSharedBanner(false);
    setShareUrl('');
  };

  const share = async () => {
    const value = encodeShare(demoId, useEditorStore.getState().edits[demoId] ?? {}, shipped);
    const url = `${window.location.origin}${import.meta.env.BASE_URL}components/${pageOfDemo(demoId)}#${SHARE_PARAM}=${value}`;
    setShareUrl(url);
    const outcome = await copyText(url);
    setShareStatus(outcome === 'successful' ? 'Link copied' : 'Copy the link below');
  };

  return (
    <div className="playground" data-demo={demoId}>
      {showSharedBanner && (
        <div className="playground-banner" role="note">
          <span>This is a modified version of the example, opened from a shared link.</span>
          <button type="button" className="text-button" onClick={reset}>
            Back to the original
          </button>
        </div>
      )}

      <div
        className="playground-preview"
        data-run-id={renderedRun}
        data-compiling={compiled.compiling ? '' : undefined}
        aria-busy={!firstPreviewReady}
      >
        {!firstPreviewReady && (
          <div className="playground-preview__placeholder">
            <div className="playground-progress" role="progressbar" aria-label="Preparing the live preview" />
            <p className="playground-preview__note">Compiling your copy… the example below is the original.</p>
            {livePreview}
          </div>
        )}
        <div hidden={!firstPreviewReady}>
          <PreviewFrame
            title={`Preview of ${title}`}
            html={files.html}
            run={compiled.run}
            theme={theme}
            onRendered={setRenderedRun}
            onRuntimeError={(runId, message, stack) => {
              // An error of an older run may arrive after a newer one has started: it no longer applies.
              if (runId === compiled.run?.runId) setRuntimeError(toRuntimeError(message, stack, compiled.sourceMap));
            }}
            onStopped={() => setRuntimeError({ kind: 'timeout', message: STOPPED_MESSAGE })}
            onUnavailable={(message) => setRuntimeError({ kind: 'runtime', message })}
          />
        </div>
      </div>

      <ErrorList errors={errors} />

      <div className="playground-toolbar">
        <SourceTabs idPrefix={`${demoId}-edit`} active={active} onSelect={selectFile} />
        <span className="playground-toolbar__status">{compiled.compiling ? 'Compiling…' : edited ? 'Edited' : 'Original'}</span>
        {activeFileEdited && (
          <button type="button" className="text-button" onClick={resetActiveFile}>
            Reset {TAB_LABELS[active]} file
          </button>
        )}
        <button type="button" className="text-button" onClick={reset} disabled={!edited} aria-label="Reset">
          <RotateCcw aria-hidden size={14} /> Reset
        </button>
        <button type="button" className="text-button" onClick={share} aria-label="Share">
          <Share2 aria-hidden size={14} /> Share
        </button>
        <button type="button" className="text-button" onClick={onExit} aria-label="Close editor">
          <X aria-hidden size={14} /> Close
        </button>
      </div>

      {shareUrl && (
        <div className="playground-share">
          <label htmlFor={`${demoId}-share`}>Link to this version</label>
          <input id={`${demoId}-share`} readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
          <span role="status">{shareStatus}</span>
        </div>
      )}

      <div role="tabpanel" id={`${demoId}-edit-panel`} aria-labelledby={`${demoId}-edit-tab-${active}`} className="playground-editor">
        <CodeEditor
          path={`/${demoId}${SANDPACK_PATHS[active]}`}
          language={EDITOR_LANGUAGE[active]}
          value={files[active]}
          onChange={(code) => sandpack.updateFile(SANDPACK_PATHS[active], code)}
          markers={markers}
          label={`${TAB_LABELS[active]} file of ${title}`}
        />
      </div>
    </div>
  );
}
