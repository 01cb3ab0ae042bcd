import { useEffect } from 'react';
import { HighlightedCode } from '../shared/HighlightedCode';
import { HtmlOutputNote } from '../shared/HtmlOutputNote';
import { useLatestMarkup, type LatestMarkup } from './preview/latest-markup';

/**
 * Edit mode's HTML output: the preview's markup as it is now, formatted, following each edit and
 * what the person does in the preview (the frame reports it while this panel is open). Read-only, and it says so; it copies like any code block.
 */
export function HtmlOutputPanel({ markup, noteId }: { markup: LatestMarkup; noteId: string }) {
  const text = useLatestMarkup(markup);
  // The frame stops reporting when the tab closes: markup kept until it opens again would be out of date.
  useEffect(() => () => markup.reset(), [markup]);
  return (
    <div className="playground-output">
      <HtmlOutputNote id={noteId} />
      {text === null ? (
        <p className="playground-output__waiting">Waiting for the preview…</p>
      ) : (
        <HighlightedCode code={text} language="html" label="HTML output" copyLabel="Copy HTML output" />
      )}
    </div>
  );
}
