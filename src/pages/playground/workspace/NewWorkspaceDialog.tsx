import { useId, useMemo, useState } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { FilePlus2, X } from 'lucide-react';
import { Portal } from 'aquila-ui/core';
import { loadDemoSources } from '../../../demo-model/sources';
import { loadSearchIndex } from '../../../search/loadSearch';
import { blankWorkspace, workspaceFromDemo } from '../../../workspace/files';
import { useWorkspace, useWorkspaceStore } from '../../../workspace/store';
import { isEdited, PLAYGROUND_ID } from '../../../workspace/workspace';
import { useLoadWithRetry } from '../../../shared/useLoadWithRetry';
import { useSiteDialog } from '../../../shared/useSiteDialog';
import { demoGroups, filterDemoGroups } from './demo-choices';
import './NewWorkspaceDialog.scss';

const loadDemoGroups = () => loadSearchIndex().then((index) => demoGroups(index));

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/**
 * New: a modal dialog to start the workspace afresh, from the blank template or from any demo of any
 * page (a list that filters as one types, grouped by page). The person's changed files are set aside
 * by the store, and offered back, never dropped.
 */
export default function NewWorkspaceDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const start = (files: Record<string, string>) => useWorkspaceStore.getState().start(PLAYGROUND_ID, files);
  const changed = useWorkspace(PLAYGROUND_ID, isEdited);
  const overlay = useSiteDialog(onClose, '.workspace-new__body');
  const [listing, retryListing] = useLoadWithRetry(loadDemoGroups);

  const [query, setQuery] = useState('');
  const shown = useMemo(() => (listing.status === 'ready' ? filterDemoGroups(listing.value, query) : []), [listing, query]);
  const shownCount = shown.reduce((sum, group) => sum + group.demos.length, 0);
  const [opening, setOpening] = useState<{ id: string; failed?: string } | null>(null);

  const openDemo = async (demoId: string) => {
    setOpening({ id: demoId });
    try {
      start(workspaceFromDemo(demoId, await loadDemoSources(demoId)));
      onClose();
    } catch (error) {
      setOpening({ id: demoId, failed: (error as Error).message });
    }
  };

  return (
    <Portal>
      <div className="workspace-new">
        <FocusTrap {...overlay.focusTrapProps}>
          <div {...overlay.panelProps} className="workspace-new__panel" aria-labelledby={`${id}-title`}>
            <div className="workspace-new__head">
              <h2 id={`${id}-title`}>New workspace</h2>
              <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
                <X aria-hidden size={18} />
              </button>
            </div>
            <div className="workspace-new__body">
              {changed && <p className="workspace-new__note">Your changed files are set aside, and you can bring them back.</p>}
              <button
                type="button"
                className="workspace-new__template"
                onClick={() => {
                  start(blankWorkspace());
                  onClose();
                }}
              >
                <FilePlus2 aria-hidden size={20} />
                <span>
                  <strong>Blank</strong>
                  <span>An App with a Button and its stylesheet</span>
                </span>
              </button>

              <h3 id={`${id}-examples`}>Or start from an example</h3>
              <input
                type="search"
                className="workspace-new__filter"
                aria-label="Filter the examples"
                aria-describedby={`${id}-count`}
                placeholder="Filter by component or example, e.g. “date range”"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                spellCheck={false}
                // Typing is what the dialog is for: the filter has focus as it opens.
                autoFocus
              />
              <p id={`${id}-count`} role="status" className="workspace-new__count">
                {listing.status === 'ready' && count(shownCount, 'example', 'examples')}
                {listing.status === 'loading' && 'Loading the examples…'}
              </p>
              {listing.status === 'failed' && (
                <p role="alert">
                  The list of examples could not be loaded.{' '}
                  <button type="button" className="text-button" onClick={retryListing}>
                    Try again
                  </button>
                </p>
              )}
              {opening?.failed && (
                <p role="alert">
                  The example could not be loaded ({opening.failed}).{' '}
                  <button type="button" className="text-button" onClick={() => void openDemo(opening.id)}>
                    Try again
                  </button>
                </p>
              )}
              <div className="workspace-new__groups" aria-labelledby={`${id}-examples`} role="group">
                {shown.map((group) => (
                  <section key={group.page} aria-labelledby={`${id}-${group.page}`}>
                    <h4 id={`${id}-${group.page}`}>{group.pageTitle}</h4>
                    <ul>
                      {group.demos.map((demo) => (
                        <li key={demo.id}>
                          <button
                            type="button"
                            className="workspace-new__demo"
                            aria-busy={opening?.id === demo.id && !opening.failed}
                            disabled={opening !== null && !opening.failed}
                            onClick={() => void openDemo(demo.id)}
                          >
                            {demo.title}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </div>
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}
