import { loadable } from '../../shared/loadable';
import { blankWorkspace, ENTRY_FILE } from '../../workspace/files';
import './PlaygroundPage.scss';
import { CopyPageButton } from '../../docs/CopyPageButton';

/** What a first visit's workspace holds, shown as plain text until the editor is there. */
const BLANK_APP = blankWorkspace()[ENTRY_FILE];

/** The workspace: its editor, compiler and preview load in the browser, after the page has painted. */
const workspace = loadable(async () => (await import('./workspace/start')).openWorkspace());

/** `/playground`: a workspace of one's own, with files, an editor, and the preview with its console. */
export function PlaygroundPage() {
  return (
    <article className="playground-page">
      <h1>Playground</h1>
      <p className="playground-page__intro">
        Write React with Aquila UI across as many files as you need: <code>App.tsx</code> is what the preview shows, and it can import
        the others (<code>./Card</code>, <code>./card.scss</code>) and any entry of the library. Your workspace is kept in this
        browser.
      </p>
      <CopyPageButton />
      <workspace.Component
        whileLoading={
          // The page paints with the code a workspace starts from, where the editor will be: on a slow
          // phone that is the page's largest paint, seconds before the editor arrives.
          <div className="playground-page__loading">
            <p role="status">Loading the playground…</p>
            <pre className="code-block playground-page__code">
              <code>{BLANK_APP}</code>
            </pre>
          </div>
        }
      />
    </article>
  );
}
