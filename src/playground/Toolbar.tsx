import { memo } from 'react';
import { Download, RotateCcw, Share2, X } from 'lucide-react';
import type { DemoFile, DemoFiles } from '../demo-model/files';
import { downloadProject } from './download/download';
import { loadable } from '../shared/loadable';
import { MoreActions } from './MoreActions';
import { OpenInPlayground } from './OpenInPlayground';

const openInCodeSandbox = loadable(() => import('./codesandbox/OpenInCodeSandbox'));

interface ToolbarProps {
  demoId: string;
  /** The files' texts as they are in the editor: what Download puts in the project. */
  contents: DemoFiles;
  /** The file in the editor: what Reset file puts back. */
  active: DemoFile;
  status: string;
  activeFileEdited: boolean;
  edited: boolean;
  onResetFile: () => void;
  onReset: () => void;
  onShare: () => void;
  onClose: () => void;
}

/** The editor's actions, on one row above its file tabs: reset one file or all, share, download as a project, more (open in the playground or CodeSandbox), close. */
export const Toolbar = memo(function Toolbar({
  demoId,
  contents,
  active,
  status,
  activeFileEdited,
  edited,
  onResetFile,
  onReset,
  onShare,
  onClose,
}: ToolbarProps) {
  return (
    <div className="playground-toolbar">
      <span className="playground-toolbar__status">{status}</span>
      {/* Always there, enabled once the file is edited: a first keystroke moves nothing under the pointer. */}
      <button
        type="button"
        className="text-button"
        onClick={onResetFile}
        disabled={!activeFileEdited}
        title={`Put ${active.label} back as it was shipped`}
      >
        Reset file
      </button>
      <button type="button" className="text-button" onClick={onReset} disabled={!edited} aria-label="Reset" title="Reset every file">
        <RotateCcw aria-hidden size={14} />
        <span className="playground-toolbar__label">Reset</span>
      </button>
      <button type="button" className="text-button" onClick={onShare} aria-label="Share" title="Share a link to this version">
        <Share2 aria-hidden size={14} />
        <span className="playground-toolbar__label">Share</span>
      </button>
      <button
        type="button"
        className="text-button"
        onClick={() => downloadProject(demoId, contents)}
        aria-label="Download"
        title="Download as a Vite + React + TypeScript project (zip)"
      >
        <Download aria-hidden size={14} />
        <span className="playground-toolbar__label">Download</span>
      </button>
      <MoreActions>
        <OpenInPlayground demoId={demoId} files={contents} />
        <openInCodeSandbox.Component id={demoId} files={contents} />
      </MoreActions>
      <button type="button" className="text-button" onClick={onClose} aria-label="Close editor">
        <X aria-hidden size={14} /> Close
      </button>
    </div>
  );
});
