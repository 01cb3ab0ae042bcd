import { useLocation } from 'react-router-dom';
import { useScripted } from '../shared/useBrowserValue';
import type { DocPage } from '../demo-model/doc-page';
import { ApiTable, KeyboardTable, ManualApiTable } from './ApiTable';
import { PageNotes } from './PageNotes';
import { useApiDocs } from './useApiDocs';

/** The id the URL's fragment names (`#api-Button-size`), if any. */
function useFragmentId(): string | undefined {
  const { hash } = useLocation();
  // A page rendered ahead of time knows no fragment (the browser never sends it): hydration matches
  // that markup, and the row is highlighted in the render straight after.
  const scripted = useScripted();
  if (!scripted) return undefined;
  try {
    return decodeURIComponent(hash.slice(1)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API section's tables: hand-written, generated from the prop types, and the keyboard table; then the page's notes.
 * Loaded after the page's first paint — it sits below the examples.
 */
export default function ApiSection({ page }: { page: DocPage }) {
  const apis = useApiDocs(page.api);
  // A row a link names is highlighted. CSS :target alone does not do it: the rows render after the
  // page has loaded, and an in-app navigation changes the URL without the browser resolving its target.
  const targetId = useFragmentId();
  // What follows the generated tables waits for them, so it appears with them at the end of the page
  // instead of being pushed down when they arrive (a layout shift).
  const complete = page.api.length === 0 || apis !== null;
  return (
    <>
      {page.manualTables?.map((table) => (
        <ManualApiTable key={table.title} table={table} />
      ))}
      {!complete && <p>Loading API…</p>}
      {complete && (
        <>
          {apis?.map((api) => (
            <ApiTable key={api.name} api={api} targetId={targetId} />
          ))}
          {page.keyboard && page.keyboard.length > 0 && (
            <>
              <h3 id="keyboard">Keyboard</h3>
              <KeyboardTable rows={page.keyboard} targetId={targetId} />
            </>
          )}
          {page.notes && page.notes.length > 0 && <PageNotes groups={page.notes} />}
        </>
      )}
    </>
  );
}
