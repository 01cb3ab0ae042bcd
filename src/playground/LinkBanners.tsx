import { memo } from 'react';
import { useWorkspace, useWorkspaceStore } from '../workspace/store';
import { SetAsideNotice } from './SetAsideNotice';
import '../shared/notice.scss';

/**
 * What a shared link did to this demo: its edit is showing (with the way back to the original), and
 * the person's own earlier edit, set aside by the link, can be brought back.
 */
export const LinkBanners = memo(function LinkBanners({ demoId }: { demoId: string }) {
  const fromLink = useWorkspace(demoId, (workspace) => workspace.fromLink !== undefined);
  const { reset } = useWorkspaceStore.getState();

  return (
    <>
      {fromLink && (
        <div className="notice" data-tone="warning" role="note">
          <span>This is a modified version of the example, opened from a shared link.</span>
          <button type="button" className="text-button" onClick={() => reset(demoId)}>
            Back to the original
          </button>
        </div>
      )}
      <SetAsideNotice id={demoId} tone="warning" pronoun="it" say={() => 'Your earlier edit was set aside by the link.'} />
    </>
  );
});
