import type { LinkNoticeProps } from '../shared/LinkNotice';
import { loadable } from '../shared/loadable';
import { useWorkspaceStore } from '../workspace/store';

// Only a shared link ever has something to tell: read mode loads the notice with the first one.
const LinkNotice = loadable<LinkNoticeProps>(() =>
  import('../shared/LinkNotice').then((module) => ({ default: module.LinkNotice })),
).Component;

/**
 * What became of a shared link on a component page: why it could not be opened (with the text it holds,
 * when its edit could not be placed in today's example, so nothing the sender wrote is lost), or that its
 * code, written before 1.0, was updated to 1.0's names (with the code as written).
 */
export function SharedLinkProblem() {
  const problem = useWorkspaceStore((state) => state.linkProblem);
  const upgrade = useWorkspaceStore((state) => state.linkUpgrade);
  const clearLinkUpgrade = useWorkspaceStore((state) => state.clearLinkUpgrade);
  return (
    <>
      {problem && <LinkNotice tone="problem" message={problem.message} files={problem.linkText} />}
      {upgrade && (
        <LinkNotice
          tone={upgrade.kind === 'upgraded' ? 'info' : 'problem'}
          message={upgrade.message}
          files={upgrade.original}
          filesLabel="The code as the link wrote it"
          onDismiss={clearLinkUpgrade}
        />
      )}
    </>
  );
}
