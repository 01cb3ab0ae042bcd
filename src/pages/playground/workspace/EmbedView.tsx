import { useState } from 'react';
import { SquareArrowOutUpRight } from 'lucide-react';
import { INVALID_LINK_MESSAGE, shareFromHash } from '../../../demo-model/share/hash';
import { HighlightedCode } from '../../../shared/HighlightedCode';
import { tabId } from '../../../shared/tab-id';
import { shownLanguageOf } from '../../../workspace/files';
import { PLAYGROUND_ID } from '../../../workspace/workspace';
import { embedViewOf, workspacePath } from '../../../workspace/links';
import { decodeWorkspace, type SharedWorkspace } from '../../../workspace/share';
import { LivePreview } from '../../../playground/preview/LivePreview';
import { useLivePreview } from '../../../playground/preview/useLivePreview';
import { FileTabs } from './FileTabs';
import { useUpgradedWorkspace } from './useUpgradedWorkspace';
import { LinkNotice } from '../../../shared/LinkNotice';
import '../../../shared/progress.scss';
import './EmbedView.scss';

type Link = { ok: true; workspace: SharedWorkspace } | { ok: false; message: string };

function readLink(): Link {
  const value = shareFromHash(window.location.hash);
  if (value === null)
    return { ok: false, message: 'This embed has no workspace in its address: make one with Embed on the playground page.' };
  try {
    return { ok: true, workspace: decodeWorkspace(value) };
  } catch (error) {
    return { ok: false, message: `${INVALID_LINK_MESSAGE}: ${(error as Error).message}.` };
  }
}

/** The embed's content: the workspace its address carries, as a preview, its code, or both. */
export default function EmbedView() {
  const [link] = useState(readLink);
  const { workspace, notice } = useUpgradedWorkspace(link.ok ? link.workspace : null);
  const view = embedViewOf(window.location.search);
  if (!link.ok) {
    return (
      <p className="embed__problem" role="alert">
        {link.message}
      </p>
    );
  }
  if (!workspace)
    return <div className="playground-progress" role="progressbar" aria-label="Updating the link's code to 1.0's names" />;
  return (
    <>
      {notice && <LinkNotice tone={notice.kind === 'upgraded' ? 'info' : 'problem'} message={notice.message} />}
      <EmbeddedWorkspace workspace={workspace} view={view} />
    </>
  );
}

function EmbeddedWorkspace({ workspace, view }: { workspace: SharedWorkspace; view: ReturnType<typeof embedViewOf> }) {
  const { files } = workspace;
  const [active, setActive] = useState(workspace.active);
  const preview = useLivePreview(PLAYGROUND_ID, files, null);
  const playgroundHref = `${import.meta.env.BASE_URL}${workspacePath(files, active).slice(1)}`;

  return (
    <div className="embed" data-view={view}>
      {view !== 'preview' && (
        <div className="embed__code">
          <FileTabs idPrefix="embed" names={Object.keys(files)} active={active} onSelect={setActive} />
          <div role="tabpanel" id="embed-panel" aria-labelledby={tabId('embed', active)}>
            <HighlightedCode code={files[active] ?? ''} language={shownLanguageOf(active)} label={`${active}, read-only`} />
          </div>
        </div>
      )}
      {view !== 'code' && (
        <LivePreview
          preview={preview}
          title="Preview"
          className="embed__preview"
          placeholder={<div className="playground-progress" role="progressbar" aria-label="Preparing the preview" />}
          console={false}
        />
      )}
      <p className="embed__footer">
        <a href={playgroundHref} target="_blank" rel="noopener">
          <SquareArrowOutUpRight aria-hidden size={14} /> Edit in the Aquila UI playground
        </a>
      </p>
    </div>
  );
}
