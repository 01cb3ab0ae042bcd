import { lazy, Suspense, useMemo, useState } from 'react';
import { Code } from 'lucide-react';
import type { DemoMeta } from './types';
import { demoLoader } from './registry';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { SourcePanel } from './SourcePanel';

interface DemoViewerProps {
  demo: DemoMeta;
}

/** One example: the live demo, and its source behind a "Show code" toggle (read mode, DESIGN.md §4). */
export function DemoViewer({ demo }: DemoViewerProps) {
  const [showCode, setShowCode] = useState(false);
  const LiveDemo = useMemo(() => {
    const load = demoLoader(demo.id);
    return load ? lazy(load) : null;
  }, [demo.id]);
  const panelId = `${demo.id}-source`;

  return (
    <section className="demo-viewer" aria-labelledby={`${demo.id}-title`} id={demo.id}>
      <div className="demo-viewer__stage" data-demo={demo.id}>
        <DemoErrorBoundary demoId={demo.id}>
          <Suspense fallback={<p className="demo-viewer__loading">Loading example…</p>}>
            {LiveDemo ? <LiveDemo /> : <p role="alert">Missing example module for {demo.id}</p>}
          </Suspense>
        </DemoErrorBoundary>
      </div>
      <div className="demo-viewer__meta">
        <h3 id={`${demo.id}-title`} className="demo-viewer__title">
          <a href={`#${demo.id}`}>{demo.title}</a>
        </h3>
        {demo.description && <p className="demo-viewer__description">{demo.description}</p>}
        <div className="demo-viewer__actions">
          <button
            type="button"
            className="text-button"
            aria-expanded={showCode}
            aria-controls={showCode ? panelId : undefined}
            onClick={() => setShowCode((open) => !open)}
          >
            <Code aria-hidden size={16} />
            {showCode ? 'Hide code' : 'Show code'}
          </button>
        </div>
      </div>
      {showCode && <SourcePanel demoId={demo.id} id={panelId} />}
    </section>
  );
}
