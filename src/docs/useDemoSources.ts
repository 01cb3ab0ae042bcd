import { useEffect, useState } from 'react';
import { demoSourceUrl, type SourceFile } from './registry';

export type DemoSources = Record<SourceFile, string>;

const SOURCE_FILES: SourceFile[] = ['html', 'tsx', 'scss'];
const cache = new Map<string, Promise<DemoSources>>();

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The three source files of a demo, fetched once per page load and shared by every viewer. */
export function loadDemoSources(demoId: string): Promise<DemoSources> {
  let request = cache.get(demoId);
  if (!request) {
    request = Promise.all(SOURCE_FILES.map((file) => fetchText(demoSourceUrl(demoId, file)))).then(
      ([html, tsx, scss]) => ({ html, tsx, scss }),
    );
    // A failed request is not cached, so reopening the panel tries again.
    request.catch(() => cache.delete(demoId));
    cache.set(demoId, request);
  }
  return request;
}

type State = { status: 'loading' } | { status: 'ready'; sources: DemoSources } | { status: 'error'; message: string };

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
