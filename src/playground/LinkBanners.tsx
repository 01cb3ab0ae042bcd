import { memo } from 'react';
import { useEditorStore } from './demo-edits';
import './LinkBanners.scss';

/**
 * What a shared link did to this demo: its edit is showing (with the way back to the original), and
 * the person's own earlier edit, set aside by the link, can be restored.
 */
export const LinkBanners = memo(function LinkBanners({ demoId }: { demoId: string }) {
  const fromLink = useEditorStore((state) => state.fromLink[demoId] !== undefined);
  const hasKept = useEditorStore((state) => state.kept[demoId] !== undefined);
  const { reset, restoreKept, discardKept } = useEditorStore.getState();

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
      {hasKept && (
        <div className="playground-banner" role="note" aria-label="Your earlier edit">
          <span>Your earlier edit is kept — restore it whenever you like.</span>
          <span className="playground-banner__actions">
            <button type="button" className="text-button" onClick={() => restoreKept(demoId)}>
              Restore my edit
            </button>
            <button type="button" className="text-button" onClick={() => discardKept(demoId)}>
              Discard it
            </button>
          </span>
        </div>
      )}
    </>
  );
});
