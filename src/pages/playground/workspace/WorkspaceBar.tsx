import { useState, type ReactNode } from 'react';
import { Code2, Download, FilePlus2, RotateCcw, Share2 } from 'lucide-react';
import { loadable } from '../../../shared/loadable';
import { downloadProject } from '../../../playground/download/download';
import { MoreActions } from '../../../playground/MoreActions';
import { useWorkspace, useWorkspaceStore } from '../../../workspace/store';
import { PLAYGROUND_ID } from '../../../workspace/workspace';
import { ShareLinkField } from '../../../playground/ShareLink';
import { useWorkspaceShare } from './useWorkspaceShare';

const newDialog = loadable(() => import('./NewWorkspaceDialog'));
const openInCodeSandbox = loadable(() => import('../../../playground/codesandbox/OpenInCodeSandbox'));

interface WorkspaceBarProps {
  compiling: boolean;
  /** Actions on the open file, placed after Share (Format). */
  children?: ReactNode;
}

/** The workspace's actions: New, Reset, Share, the caller's, Download, and More (Embed, CodeSandbox); and the link just made. */
export function WorkspaceBar({ compiling, children }: WorkspaceBarProps) {
  const files = useWorkspace(PLAYGROUND_ID, (workspace) => workspace.files);
  const active = useWorkspace(PLAYGROUND_ID, (workspace) => workspace.active);
  const reset = () => useWorkspaceStore.getState().reset(PLAYGROUND_ID);
  const { handout, problem, share, embed } = useWorkspaceShare(files, active);
  const [choosing, setChoosing] = useState(false);

  return (
    <div className="workspace__bar-area">
      <div className="workspace__bar">
        <span className="workspace__status" aria-live="polite">
          {compiling ? 'Compiling…' : 'Up to date'}
        </span>
        <button
          type="button"
          className="text-button"
          aria-haspopup="dialog"
          onClick={() => setChoosing(true)}
          onPointerEnter={() => void newDialog.preload()}
        >
          <FilePlus2 aria-hidden size={16} /> New
        </button>
        <button type="button" className="text-button" onClick={reset} title="Return to where this workspace started">
          <RotateCcw aria-hidden size={16} /> Reset
        </button>
        <button type="button" className="text-button" onClick={() => void share()}>
          <Share2 aria-hidden size={16} /> Share
        </button>
        {children}
        <button
          type="button"
          className="text-button"
          onClick={() => downloadProject(PLAYGROUND_ID, files)}
          title="Download as a Vite + React + TypeScript project (zip)"
        >
          <Download aria-hidden size={16} /> Download
        </button>
        <MoreActions>
          <button
            type="button"
            className="text-button"
            onClick={() => void embed()}
            title="Copy an <iframe> that shows this workspace's preview"
          >
            <Code2 aria-hidden size={16} /> Embed
          </button>
          <openInCodeSandbox.Component id={PLAYGROUND_ID} files={files} />
        </MoreActions>
      </div>
      {problem && (
        <p className="notice" data-tone="problem" role="alert">
          {problem}
        </p>
      )}
      {handout && (
        <ShareLinkField
          demoId={`playground-${handout.kind}`}
          url={handout.value}
          status={handout.status}
          label={handout.kind === 'link' ? 'Link to this workspace' : 'Embed code'}
        />
      )}
      {choosing && <newDialog.Component onClose={() => setChoosing(false)} />}
    </div>
  );
}
