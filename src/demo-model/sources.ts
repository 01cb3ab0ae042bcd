import { demoFileList, readingTabs } from './catalog';
import { demoStylesheet, type DemoFile, type DemoFiles, type FileKey } from './files';
import { demoHighlightedUrl, demoSourceUrl } from './urls';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // A static server answers a path it does not have with the site's own page: never show that as a source.
  if (!url.endsWith('.html') && response.headers.get('Content-Type')?.startsWith('text/html'))
    throw new Error(`${url} is not a source file`);
  return response.text();
}

type FileUrl = (demoId: string, key: FileKey) => string;

/** Every file `filesOf` names for a demo, from `urlOf`, once per page load; a failed request is not kept, so asking again retries. */
function loader(urlOf: FileUrl, filesOf: (demoId: string) => DemoFile[]) {
  const cache = new Map<string, Promise<DemoFiles>>();
  return (demoId: string): Promise<DemoFiles> => {
    let request = cache.get(demoId);
    if (!request) {
      const keys = filesOf(demoId).map((file) => file.key);
      request = Promise.all(keys.map((key) => fetchText(urlOf(demoId, key)))).then((texts) =>
        Object.fromEntries(keys.map((key, index) => [key, texts[index]])),
      );
      request.catch(() => cache.delete(demoId));
      cache.set(demoId, request);
    }
    return request;
  };
}

const loadSources = loader(demoSourceUrl, demoFileList);

/** The addresses `loadDemoSources` fetches for a demo. */
export const demoSourceUrls = (demoId: string): string[] => demoFileList(demoId).map((file) => demoSourceUrl(demoId, file.key));

/** Every source file of a demo, fetched once per page load and shared by the source panel's copy and the editor. */
export const loadDemoSources = (demoId: string): Promise<DemoFiles> =>
  // A demo without a stylesheet compiles and shares as one with an empty stylesheet.
  loadSources(demoId).then((files) => ({ [demoStylesheet(demoId)]: '', ...files }));

/**
 * What read mode's source panel shows of a demo (its HTML output and its code files) as the build
 * highlighted it: HTML for inside a `<code>` (our own build's output, escaped text in token spans).
 */
export const loadHighlightedSources = loader(demoHighlightedUrl, readingTabs);
