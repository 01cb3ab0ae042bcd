import { useCallback, useMemo, useState } from 'react';
import { WandSparkles } from 'lucide-react';
import { persistWorkspace } from '../../workspace/persistence';
import { useWorkspaceStore } from '../../workspace/store';
import { languageOf, workspaceSource, WORKSPACE_PAGE_HTML } from '../../workspace/files';
import { usePreviewBuildStore } from '../../stores/preview-build';
import { useThemeStore } from '../../stores/theme';
import { CodeEditor } from '../editor/CodeEditor';
import { monacoModule } from '../editor/monaco-module';
import type { EditorReveal } from '../editor/types';
import { ErrorList } from '../ErrorList';
import { PreviewConsole } from '../PreviewConsole';
import { PreviewFrame } from '../preview/PreviewFrame';
import { PreviewPane } from '../preview/PreviewPane';
import type { SourcePosition } from '../runtime/protocol';
import { usePlaygroundPreview } from '../usePlaygroundPreview';
import { FileList } from './FileList';
import { useWorkspaceColumns } from './layout/useWorkspaceColumns';
import { WorkspaceSplit } from './layout/WorkspaceSplit';
import { useFormatFile } from './useFormatFile';
import { useWorkspaceLink } from './useWorkspaceLink';
import { WorkspaceBar } from './WorkspaceBar';
import { WorkspaceNotices } from './WorkspaceNotices';
import { ViewTabs } from './ViewTabs';
import { NARROW_WORKSPACE_QUERY, viewPanelProps, type WorkspaceView as View } from './views';
import { useMediaQuery } from '../../shared/useMediaQuery';
import '../../shared/progress.scss';
import './WorkspaceView.scss';

// This module loads only in the browser, once the page has painted: the workspace starts from what
// this browser saved, and the compiler and the editor start loading at once.
persistWorkspace(useWorkspaceStore, { storage: localStorage, events: window });
void import('../compiler/client').then((client) => client.startCompiler());
void monacoModule.preload();

const modelPath = (name: string) => `/playground/${name}`;

/**
 * The playground page's workspace: its actions, its files, the open file's editor, and the preview
 * with its errors and console — side by side on a wide screen, one at a time behind tabs on a narrow one.
 */
export default function WorkspaceView() {
  const files = useWorkspaceStore((state) => state.files);
  const active = useWorkspaceStore((state) => state.active);
  const setFile = useWorkspaceStore((state) => state.setFile);
  const theme = useThemeStore((state) => state.theme);
  const build = usePreviewBuildStore((state) => state.build);
  const [link, dismissLink] = useWorkspaceLink();
  const formatting = useFormatFile();
  const [panesRef, panesWidth] = useWorkspaceColumns();
  const [view, setView] = useState<View>('code');
  const narrow = useMediaQuery(NARROW_WORKSPACE_QUERY);
  // On a wide screen every view shows at once, and no panel is a tab's.
  const panel = (name: View) => (narrow ? viewPanelProps(name, view) : {});

  const source = useMemo(() => workspaceSource(files), [files]);
  const addImports = useWorkspaceStore((state) => state.addImports);
  const { errors, compiling, renderedRun, frameProps, consoleLog, packages } = usePlaygroundPreview(
    source,
    WORKSPACE_PAGE_HTML,
    null,
    addImports,
  );
  const [reveal, setReveal] = useState<{ file: string; at: EditorReveal } | null>(null);
  const goTo = useCallback((position: SourcePosition) => {
    useWorkspaceStore.getState().setActive(position.file);
    setReveal({ file: position.file, at: { line: position.line, column: position.column } });
    // On a narrow screen the code is behind its tab.
    setView('code');
  }, []);
  const siblings = Object.entries(files)
    .filter(([name]) => name !== active && languageOf(name) === 'typescript')
    .map(([name, value]) => ({ path: modelPath(name), value }));

  return (
    <div className="workspace" data-narrow={narrow ? '' : undefined}>
      <WorkspaceBar compiling={compiling}>
        <button
          type="button"
          className="text-button"
          onClick={() => void formatting.format()}
          disabled={formatting.busy}
          aria-keyshortcuts="Shift+Alt+F"
          title="Format the open file with Prettier (Shift+Alt+F)"
        >
          <WandSparkles aria-hidden size={16} /> Format
        </button>
      </WorkspaceBar>
      {formatting.problem && (
        <div className="workspace__notice workspace__notice--problem" role="alert">
          <p>{formatting.problem}</p>
          <button type="button" className="text-button" onClick={formatting.dismiss}>
            Dismiss
          </button>
        </div>
      )}
      <WorkspaceNotices link={link} onDismissLink={dismissLink} />
      {narrow && <ViewTabs view={view} onChange={setView} errorCount={errors.length} />}
      <div className="workspace__panes" ref={panesRef}>
        <div className="workspace__code" {...panel('code')}>
          <FileList />
          {!narrow && <WorkspaceSplit after="files" containerWidth={panesWidth} />}
          <div className="workspace__editor">
            <CodeEditor
              path={modelPath(active)}
              language={languageOf(active)}
              value={files[active] ?? ''}
              onChange={(text) => setFile(active, text)}
              markers={errors.filter((error) => error.file === active)}
              siblings={siblings}
              packages={packages}
              label={`${active}, in the playground`}
              reveal={reveal?.file === active ? reveal.at : undefined}
              onFormat={() => void formatting.format()}
            />
          </div>
        </div>
        {!narrow && <WorkspaceSplit after="editor" containerWidth={panesWidth} />}
        <div className="workspace__output">
          <div className="workspace__preview" data-run-id={renderedRun} aria-busy={renderedRun === 0} {...panel('preview')}>
            <PreviewPane
              title="Preview of the playground"
              // Side by side, the output column is the preview's size; in its tab it fits its content.
              fill={!narrow}
              ready={renderedRun > 0}
              placeholder={<div className="playground-progress" role="progressbar" aria-label="Preparing the preview" />}
              frame={(sizing) => (
                <PreviewFrame {...sizing} {...frameProps} title="Preview of the playground" theme={theme} build={build} />
              )}
            />
            <ErrorList errors={errors} onGoTo={goTo} />
          </div>
          <div className="workspace__console" {...panel('console')}>
            <PreviewConsole consoleLog={consoleLog} onGoTo={goTo} />
          </div>
        </div>
      </div>
    </div>
  );
}
