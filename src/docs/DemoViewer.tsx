import { createElement, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Code, Pencil } from 'lucide-react';
import type { DemoMeta } from '../demo-model/doc-page';
import { lazyDemo, loadedDemo } from '../demo-model/modules';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { preloadPlayground } from '../playground/preload';
import type { PlaygroundLoaderProps } from '../playground/PlaygroundLoader';
import { loadable } from '../shared/loadable';
import { useScripted } from '../shared/useBrowserValue';
import { pressKey } from '../shared/app-ready';
import { StaticSource } from './StaticSource';
import { useWorkspaceStore } from '../workspace/store';
import { useExampleSurround } from './useExampleSurround';
import { ExampleSurroundProvider } from './ExampleSurroundProvider';
import { SurroundControls } from './SurroundControls';

// The source panel (tabs, copy, highlighting) loads when a person first asks for the code, and the
// playground's loader when they first press Edit.
const SourcePanel = lazy(() => import('./SourcePanel').then((module) => ({ default: module.SourcePanel })));
const playgroundLoaderModule = loadable(() => import('../playground/PlaygroundLoader'));

/** Edit mode's loader; the read-mode demo stays in place while its code arrives. */
function PlaygroundLoader(props: PlaygroundLoaderProps) {
  return <playgroundLoaderModule.Component {...props} whileLoading={<div className="demo-viewer__stage">{props.live}</div>} />;
}

/**
 * The example's module, rendered. Preloaded with its page (the route loader), it renders at once, without
 * suspending: a page rendered ahead of time hydrates it with the rest of its example, whose boundary is
 * the page's (ComponentPage). (Both components are the module's, the same for a demo on every render.)
 */
function DemoModule({ demoId }: { demoId: string }) {
  const preloaded = loadedDemo(demoId);
  if (preloaded) return createElement(preloaded);
  const lazyComponent = lazyDemo(demoId);
  return (
    <Suspense fallback={<p className="demo-viewer__loading">Loading example…</p>}>
      {lazyComponent ? createElement(lazyComponent) : <p role="alert">Missing example module for {demoId}</p>}
    </Suspense>
  );
}

interface DemoViewerProps {
  demo: DemoMeta;
}

/**
 * One example. Read mode: the live demo, and its source behind "Show code".
 * Edit mode: the same files, editable and compiled in the browser.
 */
export function DemoViewer({ demo }: DemoViewerProps) {
  const [showCode, setShowCode] = useState(false);
  const editing = useWorkspaceStore((state) => state.editing[demo.id] === true);
  const setEditing = useWorkspaceStore((state) => state.setEditing);
  const panelId = `${demo.id}-source`;
  // The page as built (and hydrating) has "Show code" as a <details> that needs no script; the app's is the tabbed panel.
  const scripted = useScripted();
  // Kept here, above both modes: the direction and language chosen stay as a person enters and leaves edit mode.
  const surround = useExampleSurround();

  const live = (
    <DemoErrorBoundary demoId={demo.id}>
      <ExampleSurroundProvider surround={surround.surround} messages={surround.messages}>
        <DemoModule demoId={demo.id} />
      </ExampleSurroundProvider>
    </DemoErrorBoundary>
  );

  // Focus follows the person: Edit puts it in the code editor, and leaving edit mode brings it back to
  // Edit, which would otherwise leave it on the page's body, before the first example.
  const [focusEditor, setFocusEditor] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  useEffect(() => {
    if (editing || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButton.current?.focus();
  }, [editing]);
  const stopEditing = () => {
    focusEditButton.current = true;
    setFocusEditor(false);
    setEditing(demo.id, false);
  };

  const startEditing = () => {
    void playgroundLoaderModule.preload();
    preloadPlayground();
    // The demo's files are asked for with the click, not once the editor's code has loaded.
    void useWorkspaceStore.getState().load(demo.id);
    setShowCode(false);
    setFocusEditor(true);
    setEditing(demo.id, true);
  };

  return (
    <section className="demo-viewer" aria-labelledby={`${demo.id}-title`} id={demo.id} data-mode={editing ? 'edit' : 'read'}>
      {editing ? (
        <DemoErrorBoundary
          demoId={demo.id}
          failure="The editor stopped"
          action={
            <button type="button" className="text-button" onClick={stopEditing}>
              Back to the example
            </button>
          }
        >
          <PlaygroundLoader demo={demo} live={live} onExit={stopEditing} autoFocus={focusEditor} surround={surround.surround} />
        </DemoErrorBoundary>
      ) : (
        <div className="demo-viewer__stage" data-demo={demo.id}>
          {live}
        </div>
      )}
      <div className="demo-viewer__meta">
        <h3 id={`${demo.id}-title`} className="demo-viewer__title">
          <a href={`#${demo.id}`}>{demo.title}</a>
        </h3>
        {demo.description && <p className="demo-viewer__description">{demo.description}</p>}
        <div className="demo-viewer__actions">
          <SurroundControls {...surround} />
          {!editing && (
            <>
              <button ref={editButton} type="button" className="text-button" onClick={startEditing}>
                <Pencil aria-hidden size={16} />
                Edit
              </button>
              {scripted ? (
                <button
                  type="button"
                  className="text-button"
                  aria-expanded={showCode}
                  aria-controls={showCode ? panelId : undefined}
                  {...pressKey(`${demo.id}-show-code`)}
                  onClick={() => setShowCode((open) => !open)}
                >
                  <Code aria-hidden size={16} />
                  {showCode ? 'Hide code' : 'Show code'}
                </button>
              ) : (
                <StaticSource demoId={demo.id} />
              )}
            </>
          )}
        </div>
      </div>
      {!editing && showCode && (
        <Suspense fallback={<p className="demo-viewer__loading">Loading source…</p>}>
          <SourcePanel demoId={demo.id} id={panelId} />
        </Suspense>
      )}
    </section>
  );
}
