import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { OUTPUT_KEY, OUTPUT_TAB, type DemoFile, type DemoFiles, type FileKey } from '../demo-model/files';
import { IMPORT_MAP_FILE } from '../demo-model/import-map/import-map';
import { tabId } from '../shared/tab-id';
import { SourceTabs } from '../shared/SourceTabs';
import { useWorkspace, useWorkspaceStore } from '../workspace/store';
import { isEdited } from '../workspace/workspace';
import { CodeEditor } from './editor/CodeEditor';
import { HtmlOutputPanel } from './HtmlOutputPanel';
import type { EditorReveal } from './editor/types';
import type { SourcePosition } from './runtime/protocol';
import { ConflictNotice } from './ConflictNotice';
import { LinkBanners } from './LinkBanners';
import { ShareLinkField } from './ShareLink';
import { useShareLink } from './useShareLink';
import { Toolbar } from './Toolbar';
import { LivePreview } from './preview/LivePreview';
import { useLivePreview } from './preview/useLivePreview';
import type { PrecompiledDemo } from '../demo-model/precompiled';
import type { ExampleSurround } from '../shared/example-surround';
import '../shared/progress.scss';

export interface WorkbenchProps {
  demoId: string;
  title: string;
  /** The demo's files in tab order, and the one open in the editor. */
  fileList: DemoFile[];
  active: DemoFile;
  /** The demo's files as they are now: shipped, with the person's edits over them. */
  files: DemoFiles;
  /** The files as shipped: what Reset returns to. */
  shipped: DemoFiles;
  /** The shipped demo compiled at build time: the first preview needs no compiler when nothing is edited. */
  precompiled: PrecompiledDemo | null;
  /** The read-mode demo, kept on screen until the first compiled preview is painted. */
  livePreview: ReactNode;
  /** The least height of the preview, for a demo that opens a dialog or a drawer. */
  minPreviewHeight?: number;
  onExit: () => void;
  /** Puts focus in the code editor as it appears: the person pressed Edit. */
  autoFocus?: boolean;
  /** The direction and language the example's toolbar chose: the preview shows the demo in them. */
  surround?: ExampleSurround;
}

/** The preview, its errors, the toolbar and the editor of one demo; every edit goes to the workspaces' store. */
export function Workbench({
  demoId,
  title,
  fileList,
  active,
  files,
  shipped,
  precompiled,
  livePreview,
  minPreviewHeight,
  onExit,
  autoFocus,
  surround,
}: WorkbenchProps) {
  const edited = useWorkspace(demoId, isEdited);
  const problem = useWorkspaceStore((state) => state.problems[demoId]);
  const { setFile, resetFile, reset, setActive: setActiveFile, addImports: addImportsTo } = useWorkspaceStore.getState();
  const shareLink = useShareLink(demoId);

  const addImports = useCallback((entries: Record<string, string>) => addImportsTo(demoId, entries), [demoId, addImportsTo]);
  const preview = useLivePreview(demoId, files, precompiled, addImports);
  const { errors, compiling, markup, packages } = preview;
  // The HTML output tab is no file: the workspace's active file stays what it was while it is open.
  const [showOutput, setShowOutput] = useState(false);
  // Where a followed link put the cursor, in which file: a request to the editor, made again by each click.
  const [reveal, setReveal] = useState<{ key: string; at: EditorReveal } | null>(null);
  const goTo = useCallback(
    (position: SourcePosition) => {
      const file = fileList.find((candidate) => candidate.key === position.file);
      if (!file) return;
      setShowOutput(false);
      setActiveFile(demoId, file.key);
      setReveal({ key: file.key, at: { line: position.line, column: position.column } });
    },
    [fileList, demoId, setActiveFile],
  );
  // Stable props: a keystroke commits this component three or four times (the edit, its compile, the
  // run sent, the run drawn), and the memoised parts below redraw only for what changed for them.
  const markers = useMemo(() => errors.filter((error) => error.file === active.key), [errors, active.key]);
  const siblings = useMemo(
    () =>
      fileList
        .filter((file) => file.language === 'typescript' && file.key !== active.key && file.key !== IMPORT_MAP_FILE)
        .map((file) => ({ path: `/${demoId}/${file.key}`, value: files[file.key] ?? '' })),
    [fileList, active.key, demoId, files],
  );
  const activeKey = active.key;
  const tabs = useMemo(() => [...fileList, OUTPUT_TAB], [fileList]);
  const selectedTab = showOutput ? OUTPUT_KEY : active.key;
  const frameExtras = useMemo(() => ({ watchMarkup: showOutput, surround }), [showOutput, surround]);
  const onSelect = useCallback(
    (key: FileKey) => {
      setShowOutput(key === OUTPUT_KEY);
      if (key !== OUTPUT_KEY) setActiveFile(demoId, key);
    },
    [demoId, setActiveFile],
  );
  const onResetFile = useCallback(() => resetFile(demoId, activeKey), [demoId, activeKey, resetFile]);
  const onReset = useCallback(() => reset(demoId), [demoId, reset]);
  const onChange = useCallback((code: string) => void setFile(demoId, activeKey, code), [demoId, activeKey, setFile]);

  return (
    <div className="playground" data-demo={demoId}>
      <LinkBanners demoId={demoId} />
      <ConflictNotice id={demoId} what="this example" />
      {problem && (
        <p className="notice" data-tone="problem" role="alert">
          {problem}
        </p>
      )}

      <LivePreview
        preview={preview}
        title={`Preview of ${title}`}
        className="playground-preview"
        minHeight={minPreviewHeight}
        placeholder={
          <div className="playground-preview__placeholder">
            <div className="playground-progress" role="progressbar" aria-label="Preparing the live preview" />
            <p className="playground-preview__note">Compiling your copy… the example below is the original.</p>
            {livePreview}
          </div>
        }
        onGoTo={goTo}
        frame={frameExtras}
      />

      <Toolbar
        demoId={demoId}
        contents={files}
        active={active}
        status={compiling ? 'Compiling…' : edited ? 'Edited' : 'Original'}
        activeFileEdited={files[active.key] !== shipped[active.key]}
        edited={edited}
        onResetFile={onResetFile}
        onReset={onReset}
        onShare={shareLink.create}
        onClose={onExit}
      />

      <ShareLinkField demoId={demoId} url={shareLink.url} status={shareLink.status} />

      {/* The tabs sit on the editor, as an editor's do, and can take the whole width for the files' names. */}
      <SourceTabs idPrefix={`${demoId}-edit`} files={tabs} active={selectedTab} onSelect={onSelect} />

      <div
        role="tabpanel"
        id={`${demoId}-edit-panel`}
        aria-labelledby={tabId(`${demoId}-edit`, selectedTab)}
        aria-describedby={showOutput ? `${demoId}-output-note` : undefined}
        className="playground-editor"
      >
        {showOutput && <HtmlOutputPanel markup={markup} noteId={`${demoId}-output-note`} />}
        {/* Kept while the output shows, hidden: Monaco keeps its state, and comes back without loading again. */}
        <div hidden={showOutput}>
          <CodeEditor
            path={`/${demoId}/${active.key}`}
            language={active.key === IMPORT_MAP_FILE ? 'json' : active.language}
            value={files[active.key] ?? ''}
            onChange={onChange}
            markers={markers}
            siblings={siblings}
            packages={packages}
            label={`${active.label}, ${title}`}
            reveal={reveal?.key === active.key ? reveal.at : undefined}
            autoFocus={autoFocus}
          />
        </div>
      </div>
    </div>
  );
}
