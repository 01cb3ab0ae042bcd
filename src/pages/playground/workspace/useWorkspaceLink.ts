import { useEffect, useState } from 'react';
import { INVALID_LINK_MESSAGE, shareFromHash } from '../../../demo-model/share/hash';
import { isWorkspaceCode } from '../../../workspace/files';
import { decodeWorkspace } from '../../../workspace/share';
import { useWorkspaceStore } from '../../../workspace/store';
import { PLAYGROUND_ID } from '../../../workspace/workspace';
import { upgradeLinkFiles, type LinkUpgradeNotice } from '../../../demo-model/share/upgrade-link';

/**
 * What reading the address's link did: nothing, opened a workspace (saying what became of code written
 * before 1.0, if it was), or failed (why, in words).
 */
export type LinkOutcome =
  { status: 'none' } | { status: 'opened'; upgrade: LinkUpgradeNotice | null } | { status: 'failed'; message: string };

/**
 * Opens the workspace a link carries (`/playground#share=…`, from Share or Open in playground), when
 * the page opens and when the address's fragment changes. The fragment is then taken off the address,
 * so a reload shows the workspace as the person has since changed it rather than the link again.
 */
export function useWorkspaceLink(): [LinkOutcome, () => void] {
  const [outcome, setOutcome] = useState<LinkOutcome>({ status: 'none' });
  useEffect(() => {
    const read = () => {
      const value = shareFromHash(window.location.hash);
      if (value === null) return;
      try {
        const { version, files, active } = decodeWorkspace(value);
        void upgradeLinkFiles(version, files, isWorkspaceCode).then((upgraded) => {
          useWorkspaceStore.getState().start(PLAYGROUND_ID, upgraded.files, active);
          setOutcome({ status: 'opened', upgrade: upgraded.notice });
        });
      } catch (error) {
        setOutcome({ status: 'failed', message: `${INVALID_LINK_MESSAGE}: ${(error as Error).message}. Showing your own workspace.` });
      }
      // The router keeps its own entry in history.state: only the address changes.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return [outcome, () => setOutcome({ status: 'none' })];
}
