import { LinkNotice } from '../../../shared/LinkNotice';
import { ConflictNotice } from '../../../playground/ConflictNotice';
import { SetAsideNotice } from '../../../playground/SetAsideNotice';
import { useWorkspaceStore } from '../../../workspace/store';
import { PLAYGROUND_ID } from '../../../workspace/workspace';
import type { LinkOutcome } from './useWorkspaceLink';

/**
 * What the workspace has to tell the person: a refused change, another tab's save, their own work set
 * aside by a new start, and what became of a link they opened.
 */
export function WorkspaceNotices({ link, onDismissLink }: { link: LinkOutcome; onDismissLink: () => void }) {
  const problem = useWorkspaceStore((state) => state.problems[PLAYGROUND_ID]);

  return (
    <>
      {problem && (
        <p className="notice" data-tone="problem" role="alert">
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
      <ConflictNotice id={PLAYGROUND_ID} what="this workspace" />
      <SetAsideNotice
        id={PLAYGROUND_ID}
        pronoun="them"
        say={(setAside) =>
          `${link.status === 'opened' ? 'You opened a shared workspace. ' : ''}Your own files (${Object.keys(setAside.files).join(', ')}) were set aside.`
        }
      />
    </>
  );
}
