import { useContext, useState } from 'react';
import type { FileKey } from '../demo-model/files';
import type { HighlightLanguage } from '../shared/highlight';
import { HighlightedCode } from '../shared/HighlightedCode';
import { textOfHtml } from '../shared/html-text';
import { builtBlock, PrerenderContext } from '../shared/prerender-context';

interface ShippedCodeProps {
  demoId: string;
  fileKey: FileKey;
  /** The file's text as the page has it now; null while it has not loaded. */
  code: string | null;
  language: HighlightLanguage;
  label: string;
}

/**
 * A demo file's code, for a page that renders it before the file has loaded in the browser (the
 * configurator's sample): the build writes the shipped file into the page, highlighted; hydration and
 * the renders after it keep that HTML for as long as the code is the shipped file, and the browser
 * highlights it only once it changes.
 */
export function ShippedCode({ demoId, fileKey, code, language, label }: ShippedCodeProps) {
  const prerender = useContext(PrerenderContext);
  // The file's name holds its demo's: `configurator-button.tsx-code`.
  const id = `${fileKey}-code`;
  const [built] = useState(() => builtBlock(id));
  const [builtText] = useState(() => (built === null ? null : textOfHtml(built)));
  if (prerender) {
    return (
      <div id={id}>
        <HighlightedCode code={prerender.demoSource(demoId, fileKey) ?? ''} language={language} label={label} />
      </div>
    );
  }
  if (built !== null && (code === null || code === builtText)) return <div id={id} dangerouslySetInnerHTML={{ __html: built }} />;
  return <div id={id}>{code !== null && <HighlightedCode code={code} language={language} label={label} />}</div>;
}
