import { memo } from 'react';
import { useWorkspace, useWorkspaceStore } from '../workspace/store';
import './LinkBanners.scss';

/**
 * What a shared link did to this demo: its edit is showing (with the way back to the original), and
 * the person's own earlier edit, set aside by the link, can be restored.
 */
export const LinkBanners = memo(function LinkBanners({ demoId }: { demoId: string }) {
  const fromLink = useWorkspace(demoId, (workspace) => workspace.fromLink !== undefined);
  const hasSetAside = useWorkspace(demoId, (workspace) => workspace.setAside !== null);
  const { reset, bringBack, dismissSetAside } = useWorkspaceStore.getState();

  return (
    <>
      {fromLink && (
        <div className="playground-banner" role="note">
          <span>This is a modified version of the example, opened from a shared link.</span>
          <button type="button" className="text-button" onClick={() => reset(demoId)}>
            Back to the original
          </button>
        </div>
      )}
      {hasSetAside && (
        <div className="playground-banner" role="note" aria-label="Your earlier edit">
          <span>Your earlier edit is kept — restore it whenever you like.</span>
          <span className="playground-banner__actions">
            <button type="button" className="text-button" onClick={() => bringBack(demoId)}>
              Restore my edit
            </button>
            <button type="button" className="text-button" onClick={() => dismissSetAside(demoId)}>
              Discard it
            </button>
          </span>
        </div>
      )}
    </>
  );
});
