import { LinkNotice } from '../../shared/LinkNotice';
import { ConflictNotice } from '../ConflictNotice';
import { useWorkspace, useWorkspaceStore } from '../../workspace/store';
import { PLAYGROUND_ID } from '../../workspace/workspace';
import type { LinkOutcome } from './useWorkspaceLink';

/**
 * What the workspace has to tell the person: a refused change, another tab's save, their own work set
 * aside by a new start, and what became of a link they opened.
 */
export function WorkspaceNotices({ link, onDismissLink }: { link: LinkOutcome; onDismissLink: () => void }) {
  const problem = useWorkspaceStore((state) => state.problems[PLAYGROUND_ID]);
  const setAside = useWorkspace(PLAYGROUND_ID, (workspace) => workspace.setAside);
  const { bringBack, dismissSetAside } = useWorkspaceStore.getState();

  return (
    <>
      {problem && (
        <p className="workspace__notice workspace__notice--problem" role="alert">
          {problem}
        </p>
      )}
      {link.status === 'failed' && <LinkNotice tone="problem" message={link.message} onDismiss={onDismissLink} />}
      {link.status === 'opened' && link.upgrade && (
        <LinkNotice
          tone={link.upgrade.kind === 'upgraded' ? 'info' : 'problem'}
          message={link.upgrade.message}
          files={link.upgrade.original}
          filesLabel="The code as the link wrote it"
          onDismiss={onDismissLink}
        />
      )}
      <ConflictNotice id={PLAYGROUND_ID} what="this workspace" className="workspace__notice workspace__notice--problem" />
      {setAside && (
        <div className="workspace__notice" role="status">
          <p>
            {link.status === 'opened' ? 'You opened a shared workspace. ' : ''}
            Your own files ({Object.keys(setAside.files).join(', ')}) were set aside.
          </p>
          <button type="button" className="text-button" onClick={() => bringBack(PLAYGROUND_ID)}>
            Bring them back
          </button>
          <button type="button" className="text-button" onClick={() => dismissSetAside(PLAYGROUND_ID)}>
            Discard them
          </button>
        </div>
      )}
    </>
  );
}
