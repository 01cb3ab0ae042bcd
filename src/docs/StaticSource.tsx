import { useContext, useState } from 'react';
import { Code } from 'lucide-react';
import { codeFiles } from '../demo-model/catalog';
import { HighlightedCode } from '../shared/HighlightedCode';
import { builtBlock, PrerenderContext } from '../shared/prerender-context';
import { demoSourceUrl } from '../demo-model/urls';
import { pressKey } from '../shared/app-ready';

/**
 * A file longer than this (a table's sample data) is linked, not written into the page: every reader
 * downloads the page's HTML, on a slow connection before it can paint, and few open a data file.
 */
export const INLINE_SOURCE_LIMIT = 8000;

/**
 * "Show code" as the page arrives, before its script runs: a `<details>` with the demo's code files,
 * highlighted by the build, so a reader without JavaScript has the code too (the example's HTML is
 * the page itself, so its HTML output is not written here a second time). Hydration takes the files'
 * HTML up from the document as it is (the browser has neither the texts nor a highlighter); the app
 * then puts its tabbed source panel in this place.
 */
export function StaticSource({ demoId }: { demoId: string }) {
  const prerender = useContext(PrerenderContext);
  const id = `${demoId}-static-source`;
  const [built] = useState(() => builtBlock(id));
  return (
    <details className="demo-viewer__static-source">
      <summary className="text-button" {...pressKey(`${demoId}-show-code`)}>
        <Code aria-hidden size={16} />
        Show code
      </summary>
      {prerender ? (
        <div id={id} className="demo-viewer__static-files">
          {codeFiles(demoId).map((file) => {
            const source = prerender.demoSource(demoId, file.key) ?? '';
            return (
              <figure key={file.key}>
                <figcaption>{file.key}</figcaption>
                {source.length > INLINE_SOURCE_LIMIT ? (
                  <a href={demoSourceUrl(demoId, file.key)}>
                    Open {file.key} ({Math.round(source.length / 1000)} KB)
                  </a>
                ) : (
                  <HighlightedCode code={source} language={file.language} copyLabel={`Copy ${file.key}`} />
                )}
              </figure>
            );
          })}
        </div>
      ) : (
        <div id={id} className="demo-viewer__static-files" dangerouslySetInnerHTML={{ __html: built ?? '' }} />
      )}
    </details>
  );
}
