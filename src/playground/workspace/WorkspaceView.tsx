import { useCallback, useMemo, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { persistWorkspace } from '../../workspace/persistence';
import { useWorkspaceStore } from '../../workspace/store';
import { workspaceSource } from '../../workspace/files';
import { usePreviewBuildStore } from '../../stores/preview-build';
import { useThemeStore } from '../../stores/theme';
import { CodeEditor } from '../editor/CodeEditor';
import type { EditorReveal } from '../editor/types';
import { ErrorList } from '../ErrorList';
import { preloadPlayground } from '../preload';
import { PreviewConsole } from '../PreviewConsole';
import { PreviewFrame } from '../preview/PreviewFrame';
import { PreviewPane } from '../preview/PreviewPane';
import type { SourcePosition } from '../runtime/protocol';
import { usePlaygroundPreview } from '../usePlaygroundPreview';
import { FileList } from './FileList';
import '../../shared/progress.scss';
import './WorkspaceView.scss';

// This module loads only in the browser, once the page has painted: the workspace starts from what
// this browser saved, and the compiler and the editor start loading at once.
persistWorkspace(useWorkspaceStore, { storage: localStorage, events: window });
preloadPlayground();

/** The page the preview mounts the workspace's `App` into. */
const FRAME_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Playground</title></head><body><div id="root"></div></body></html>';

const languageOf = (name: string) => (name.endsWith('.scss') || name.endsWith('.css') ? 'scss' : 'typescript');
const modelPath = (name: string) => `/playground/${name}`;

/** The playground page's workspace: its files, the open file's editor, and the preview with its console. */
export default function WorkspaceView() {
  const files = useWorkspaceStore((state) => state.files);
  const active = useWorkspaceStore((state) => state.active);
  const problem = useWorkspaceStore((state) => state.problem);
  const conflict = useWorkspaceStore((state) => state.conflict);
  const { setFile, setActive, reset, takeTheirs, keepMine } = useWorkspaceStore.getState();
  const theme = useThemeStore((state) => state.theme);
  const build = usePreviewBuildStore((state) => state.build);

  const source = useMemo(() => workspaceSource(files), [files]);
  const { errors, compiling, renderedRun, frameProps, consoleLog } = usePlaygroundPreview(source, FRAME_HTML, null);
  const [reveal, setReveal] = useState<{ file: string; at: EditorReveal } | null>(null);
  const goTo = useCallback(
    (position: SourcePosition) => {
      setActive(position.file);
      setReveal({ file: position.file, at: { line: position.line, column: position.column } });
    },
    [setActive],
  );
  const siblings = Object.entries(files)
    .filter(([name]) => name !== active && languageOf(name) === 'typescript')
    .map(([name, value]) => ({ path: modelPath(name), value }));

  return (
    <div className="workspace">
      <div className="workspace__bar">
        <span className="workspace__status" aria-live="polite">
          {compiling ? 'Compiling…' : 'Up to date'}
        </span>
        <button type="button" className="text-button" onClick={reset}>
          <RotateCcw aria-hidden size={16} />
          Reset
        </button>
      </div>
      {problem && (
        <p className="workspace__problem" role="alert">
          {problem}
        </p>
      )}
      {conflict && (
        <div className="workspace__conflict" role="alert">
          <p>Another tab saved this workspace while you were editing it here.</p>
          <button type="button" className="text-button" onClick={takeTheirs}>
            Use the other tab’s files
          </button>
          <button type="button" className="text-button" onClick={keepMine}>
            Keep mine
          </button>
        </div>
      )}
      <div className="workspace__panes">
        <FileList />
        <div className="workspace__editor">
          <CodeEditor
            path={modelPath(active)}
            language={languageOf(active)}
            value={files[active] ?? ''}
            onChange={(text) => setFile(active, text)}
            markers={errors.filter((error) => error.file === active)}
            siblings={siblings}
            label={`${active}, in the playground`}
            reveal={reveal?.file === active ? reveal.at : undefined}
          />
        </div>
        <div className="workspace__preview" data-run-id={renderedRun} aria-busy={renderedRun === 0}>
          <PreviewPane
            title="Preview of the playground"
            ready={renderedRun > 0}
            placeholder={<div className="playground-progress" role="progressbar" aria-label="Preparing the preview" />}
            frame={(sizing) => (
              <PreviewFrame {...sizing} {...frameProps} title="Preview of the playground" theme={theme} build={build} />
            )}
          />
          <ErrorList errors={errors} onGoTo={goTo} />
          <PreviewConsole consoleLog={consoleLog} onGoTo={goTo} />
        </div>
      </div>
    </div>
  );
}
