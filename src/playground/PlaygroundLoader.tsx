import { useEffect, type ReactNode } from 'react';
import { editModeModule, preloadPlayground } from './preload';
import type { DemoMeta } from '../demo-model/doc-page';
import { useWorkspaceStore } from '../workspace/store';
import type { ExampleSurround } from '../shared/example-surround';
import '../shared/progress.scss';

export interface PlaygroundLoaderProps {
  demo: DemoMeta;
  /** The read-mode demo, shown until the compiled preview is ready. */
  live: ReactNode;
  onExit: () => void;
  /** Puts focus in the code editor once it appears: the person pressed Edit (a shared link opens edit mode without). */
  autoFocus?: boolean;
  /** The direction and language chosen on the example's toolbar, for the preview. */
  surround?: ExampleSurround;
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

/** Asks the workspaces' store for the demo's shipped files (a waiting shared link applies then), then shows edit mode. */
export default function PlaygroundLoader({ demo, live, onExit, autoFocus, surround }: PlaygroundLoaderProps) {
  const loaded = useWorkspaceStore((state) => state.loaded[demo.id]);

  useEffect(() => {
    preloadPlayground();
    void useWorkspaceStore.getState().load(demo.id);
  }, [demo.id]);

  if (loaded?.status === 'error') {
    return (
      <div className="demo-viewer__stage">
        <p role="alert" className="demo-viewer__error">
          The editor could not load this example&apos;s files ({loaded.message}).
        </p>
        {live}
      </div>
    );
  }
  if (loaded?.status !== 'ready') return <Preparing live={live} />;
  return (
    <editModeModule.Component
      demoId={demo.id}
      title={demo.title}
      livePreview={live}
      minPreviewHeight={demo.minPreviewHeight}
      onExit={onExit}
      autoFocus={autoFocus}
      surround={surround}
      whileLoading={<Preparing live={live} />}
    />
  );
}
