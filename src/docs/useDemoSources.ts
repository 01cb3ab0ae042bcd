import { useEffect, useState } from 'react';
import type { DemoFiles } from '../demo-model/files';
import { loadDemoSources } from '../demo-model/sources';

type State = { status: 'loading' } | { status: 'ready'; sources: DemoFiles } | { status: 'error'; message: string };

/** Fetches the sources when the component using it mounts: the source panel, once it is opened. */
export function useDemoSources(demoId: string): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    loadDemoSources(demoId).then(
      (sources) => current && setState({ status: 'ready', sources }),
      (error: Error) => current && setState({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [demoId]);
  return state;
}
