import { TabList } from '../../../shared/TabList';
import { tabIdOf, panelIdOf, VIEWS, type WorkspaceView } from './views';

/**
 * The narrow screen's tabs. The errors' count rides on the Preview tab, so a failing compile is seen
 * from the code.
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
  return (
    <TabList
      tabs={VIEWS.map((entry) => ({
        key: entry.view,
        label: (
          <>
            {entry.label}
            {entry.view === 'preview' && errorCount > 0 && (
              <span className="workspace__tab-badge" aria-label={`${errorCount} ${errorCount === 1 ? 'error' : 'errors'}`}>
                {errorCount}
              </span>
            )}
          </>
        ),
        id: tabIdOf(entry.view),
        controls: panelIdOf(entry.view),
      }))}
      active={view}
      onSelect={onChange}
      label="Workspace views"
      className="workspace__tabs"
      tabClassName="workspace__tab"
    />
  );
}
