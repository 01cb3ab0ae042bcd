import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { preloadPlayground } from './preloadPlayground';
import type { DemoMeta } from './types';
import { loadDemoSources, type DemoSources } from './useDemoSources';
import { useEditorStore } from '../stores/editor';
import type { DecodedShare } from '../playground/share/codec';
import type { PrecompiledDemo } from '../playground/compiler/messages';
import { demoCompiledUrl } from './registry';

const EditMode = lazy(() => import('../playground/EditMode'));

interface PlaygroundLoaderProps {
  demo: DemoMeta;
  /** The read-mode demo, shown until the compiled preview is ready. */
  live: ReactNode;
  /** A shared link's edit for this demo, applied once the shipped files are known. */
  sharedEdit?: DecodedShare;
  onShareError: (error: unknown) => void;
  onExit: () => void;
}

/** The build's compile of the shipped demo; without it (an old deploy, a failed fetch) the worker compiles. */
function loadPrecompiled(demoId: string): Promise<PrecompiledDemo | null> {
  return fetch(demoCompiledUrl(demoId))
    .then((response) => (response.ok ? (response.json() as Promise<PrecompiledDemo>) : null))
    .catch(() => null);
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

export default function PlaygroundLoader({ demo, live, sharedEdit, onShareError, onExit }: PlaygroundLoaderProps) {
  const [state, setState] = useState<
    { shipped: DemoSources; precompiled: PrecompiledDemo | null; fromSharedLink: boolean } | { error: string } | null
  >(null);

  useEffect(() => {
    let current = true;
    preloadPlayground();
    Promise.all([loadDemoSources(demo.id), loadPrecompiled(demo.id)]).then(
      ([shipped, precompiled]) => {
        if (!current) return;
        if (!sharedEdit) {
          setState({ shipped, precompiled, fromSharedLink: false });
          return;
        }
        try {
          useEditorStore.getState().setEdits(demo.id, sharedEdit.resolve(shipped), shipped);
          setState({ shipped, precompiled, fromSharedLink: true });
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
    // Keyed on the demo alone: a shared edit is applied once, when this demo's editor first opens for it.
  }, [demo.id]);

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
        precompiled={state.precompiled}
        fromSharedLink={state.fromSharedLink}
        livePreview={live}
        onExit={onExit}
      />
    </Suspense>
  );
}
