import { demoFileList } from './catalog';
import type { DemoFiles } from './files';
import { demoSourceUrl } from './urls';

const cache = new Map<string, Promise<DemoFiles>>();

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // A static server answers a path it does not have with the site's own page: never show that as a source.
  if (!url.endsWith('.html') && response.headers.get('Content-Type')?.startsWith('text/html'))
    throw new Error(`${url} is not a source file`);
  return response.text();
}

/** Every source file of a demo, fetched once per page load and shared by the source panel and the editor. */
export function loadDemoSources(demoId: string): Promise<DemoFiles> {
  let request = cache.get(demoId);
  if (!request) {
    const keys = demoFileList(demoId).map((file) => file.key);
    // A demo without a stylesheet compiles and shares as one with an empty stylesheet.
    request = Promise.all(keys.map((key) => fetchText(demoSourceUrl(demoId, key)))).then((texts) => ({
      scss: '',
      ...Object.fromEntries(keys.map((key, index) => [key, texts[index]])),
    }));
    // A failed request is not cached, so reopening the panel tries again.
    request.catch(() => cache.delete(demoId));
    cache.set(demoId, request);
  }
  return request;
}
