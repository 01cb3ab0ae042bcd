import { useRef, type KeyboardEvent } from 'react';
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
  const refs = useRef(new Map<WorkspaceView, HTMLButtonElement | null>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = VIEWS.findIndex((entry) => entry.view === view);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: VIEWS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = VIEWS[(moves[event.key] + VIEWS.length) % VIEWS.length].view;
    onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="workspace__tabs" role="tablist" aria-label="Workspace views" onKeyDown={onKeyDown}>
      {VIEWS.map((entry) => (
        <button
          key={entry.view}
          ref={(node) => {
            refs.current.set(entry.view, node);
          }}
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
