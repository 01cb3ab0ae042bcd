import { loadable } from '../../shared/loadable';
import './PlaygroundPage.scss';

/** The workspace: its editor, compiler and preview load in the browser, after the page has painted. */
const workspace = loadable(() => import('../../playground/workspace/WorkspaceView'));

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
      <workspace.Component
        whileLoading={
          <div className="playground-page__loading" role="status">
            Loading the playground…
          </div>
        }
      />
    </article>
  );
}
