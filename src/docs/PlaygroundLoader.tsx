import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { DemoMeta } from './types';
import { loadDemoSources, type DemoSources } from './useDemoSources';
import { useEditorStore } from '../stores/editor';
import type { DecodedShare } from '../playground/share/codec';

const EditMode = lazy(() => import('../playground/EditMode'));

/**
 * Starts everything edit mode needs at once, compiler first: the compiler worker (esbuild-wasm and
 * sass), the edit-mode code and Monaco. Read mode never calls this, so it never pays for them.
 */
export function preloadPlayground() {
  void import('../playground/compiler/client').then((client) => client.startCompiler());
  void import('../playground/EditMode');
  void import('../playground/editor/CodeEditor').then((editor) => editor.preloadMonaco());
}

interface PlaygroundLoaderProps {
  demo: DemoMeta;
  /** The read-mode demo, shown until the compiled preview is ready. */
  live: ReactNode;
  /** A shared link's edit for this demo, applied once the shipped files are known. */
  sharedEdit?: DecodedShare;
  onShareError: (error: unknown) => void;
  onExit: () => void;
}

function Preparing({ live }: { live: ReactNode }) {
  return (
    <div className="playground-loading" aria-busy="true">
      <div className="playground-progress" role="progressbar" aria-label="Loading the editor and compiler" />
      <p className="playground-preview__note">Loading the editor and compiler…</p>
      {live}
    </div>
  );
}

export function PlaygroundLoader({ demo, live, sharedEdit, onShareError, onExit }: PlaygroundLoaderProps) {
  const [state, setState] = useState<{ shipped: DemoSources; fromSharedLink: boolean } | { error: string } | null>(null);

  useEffect(() => {
    let current = true;
    preloadPlayground();
    loadDemoSources(demo.id).then(
      (shipped) => {
        if (!current) return;
        if (!sharedEdit) {
          setState({ shipped, fromSharedLink: false });
          return;
        }
        try {
          useEditorStore.getState().setEdits(demo.id, sharedEdit.resolve(shipped), shipped);
          setState({ shipped, fromSharedLink: true });
        } catch (error) {
          onShareError(error);
          onExit();
        }
      },
      (error: Error) => current && setState({ error: error.message }),
    );
    return () => {
      current = false;
    };
    // A shared edit is applied once, when this demo's editor first opens for it.
  }, [demo.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state === null) return <Preparing live={live} />;
  if ('error' in state) {
    return (
      <div className="demo-viewer__stage">
        <p role="alert" className="demo-viewer__error">
          The editor could not load this example&apos;s files ({state.error}).
        </p>
        {live}
      </div>
    );
  }
  return (
    <Suspense fallback={<Preparing live={live} />}>
      <EditMode
        demoId={demo.id}
        title={demo.title}
        shipped={state.shipped}
        fromSharedLink={state.fromSharedLink}
        livePreview={live}
        onExit={onExit}
      />
    </Suspense>
  );
}
