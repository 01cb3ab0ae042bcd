import { useEffect, useState } from 'react';
import type { DemoFiles } from '../demo-model/files';
import { loadHighlightedSources } from '../demo-model/sources';

type State = { status: 'loading' } | { status: 'ready'; sources: DemoFiles } | { status: 'error'; message: string };

/**
 * Fetches the demo's files as the build highlighted them when the component using it mounts: the source
 * panel, once it is opened.
 */
export function useDemoSources(demoId: string): State {
  const [answer, setAnswer] = useState<{ demoId: string; state: State } | null>(null);
  useEffect(() => {
    let current = true;
    loadHighlightedSources(demoId).then(
      (sources) => current && setAnswer({ demoId, state: { status: 'ready', sources } }),
      (error: Error) => current && setAnswer({ demoId, state: { status: 'error', message: error.message } }),
    );
    return () => {
      current = false;
    };
  }, [demoId]);
  if (answer?.demoId === demoId) return answer.state;
  // Another demo's sources stay on show until this one's arrive; an error of another demo does not.
  return answer?.state.status === 'ready' ? answer.state : { status: 'loading' };
}
