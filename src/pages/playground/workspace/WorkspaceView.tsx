import { useCallback, useState } from 'react';
import { WandSparkles } from 'lucide-react';
import { useWorkspace, useWorkspaceStore } from '../../../workspace/store';
import { PLAYGROUND_ID } from '../../../workspace/workspace';
import { languageOf } from '../../../workspace/files';
import { CodeEditor } from '../../../playground/editor/CodeEditor';
import type { EditorReveal } from '../../../playground/editor/types';
import type { SourcePosition } from '../../../playground/runtime/protocol';
import { LivePreview } from '../../../playground/preview/LivePreview';
import { useLivePreview } from '../../../playground/preview/useLivePreview';
import { FileList } from './FileList';
import { useWorkspaceColumns } from './layout/useWorkspaceColumns';
import { WorkspaceSplit } from './layout/WorkspaceSplit';
import { useFormatFile } from './useFormatFile';
import { useWorkspaceLink } from './useWorkspaceLink';
import { WorkspaceBar } from './WorkspaceBar';
import { WorkspaceNotices } from './WorkspaceNotices';
import { ViewTabs } from './ViewTabs';
import { NARROW_WORKSPACE_QUERY, viewPanelProps, type WorkspaceView as View } from './views';
import { useMediaQuery } from '../../../shared/useMediaQuery';
import '../../../shared/progress.scss';
import './WorkspaceView.scss';

const modelPath = (name: string) => `/playground/${name}`;

/**
 * The playground page's workspace: its actions, its files, the open file's editor, and the preview
 * with its errors and console — side by side on a wide screen, one at a time behind tabs on a narrow one.
 */
export default function WorkspaceView() {
  const files = useWorkspace(PLAYGROUND_ID, (workspace) => workspace.files);
  const active = useWorkspace(PLAYGROUND_ID, (workspace) => workspace.active);
  const { setFile, setActive, addImports: addImportsTo } = useWorkspaceStore.getState();
  const [link, dismissLink] = useWorkspaceLink();
  const formatting = useFormatFile();
  const [panesRef, panesWidth] = useWorkspaceColumns();
  const [view, setView] = useState<View>('code');
  const narrow = useMediaQuery(NARROW_WORKSPACE_QUERY);
  // On a wide screen every view shows at once, and no panel is a tab's.
  const panel = (name: View) => (narrow ? viewPanelProps(name, view) : {});

  const addImports = useCallback((entries: Record<string, string>) => addImportsTo(PLAYGROUND_ID, entries), [addImportsTo]);
  const preview = useLivePreview(PLAYGROUND_ID, files, null, addImports);
  const { errors, compiling, packages } = preview;
  const [reveal, setReveal] = useState<{ file: string; at: EditorReveal } | null>(null);
  const goTo = useCallback(
    (position: SourcePosition) => {
      setActive(PLAYGROUND_ID, position.file);
      setReveal({ file: position.file, at: { line: position.line, column: position.column } });
      // On a narrow screen the code is behind its tab.
      setView('code');
    },
    [setActive],
  );
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
        <div className="notice" data-tone="problem" role="alert">
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
              onChange={(text) => void setFile(PLAYGROUND_ID, active, text)}
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
          <LivePreview
            preview={preview}
            title="Preview of the playground"
            className="workspace__preview"
            // Side by side, the output column is the preview's size; in its tab it fits its content.
            fill={!narrow}
            placeholder={<div className="playground-progress" role="progressbar" aria-label="Preparing the preview" />}
            onGoTo={goTo}
            boxProps={panel('preview')}
            console={{ className: 'workspace__console', ...panel('console') }}
          />
        </div>
      </div>
    </div>
  );
}
