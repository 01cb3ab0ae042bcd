import { useTabListKeys } from '../../shared/useTabListKeys';
import { tabIdOf, panelIdOf, VIEWS, type WorkspaceView } from './views';

/**
 * The narrow screen's tabs, with the APG tabs keyboard (arrows, Home, End select as they move). The
 * errors' count rides on the Preview tab, so a failing compile is seen from the code.
 */
export function ViewTabs({
  view,
  onChange,
  errorCount,
}: {
  view: WorkspaceView;
  onChange: (view: WorkspaceView) => void;
  errorCount: number;
}) {
  const { onKeyDown, tabRef } = useTabListKeys(
    VIEWS.map((entry) => entry.view),
    view,
    onChange,
  );
  return (
    <div className="workspace__tabs" role="tablist" aria-label="Workspace views" onKeyDown={onKeyDown}>
      {VIEWS.map((entry) => (
        <button
          key={entry.view}
          ref={tabRef(entry.view)}
          type="button"
          role="tab"
          id={tabIdOf(entry.view)}
          aria-selected={entry.view === view}
          aria-controls={panelIdOf(entry.view)}
          tabIndex={entry.view === view ? 0 : -1}
          className="workspace__tab"
          onClick={() => onChange(entry.view)}
        >
          {entry.label}
          {entry.view === 'preview' && errorCount > 0 && (
            <span className="workspace__tab-badge" aria-label={`${errorCount} ${errorCount === 1 ? 'error' : 'errors'}`}>
              {errorCount}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
