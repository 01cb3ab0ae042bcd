import { Lock } from 'lucide-react';
import './html-output-note.scss';

/** What the HTML output tab says of itself: it is what the example renders, not a file one can edit. */
export const HTML_OUTPUT_NOTE = 'Read-only: the markup this example renders';

/** The HTML output tab's note; its panel names it with `aria-describedby`, so a screen reader says it too. */
export function HtmlOutputNote({ id }: { id: string }) {
  return (
    <p className="html-output-note" id={id}>
      <Lock aria-hidden size={14} />
      {HTML_OUTPUT_NOTE}
    </p>
  );
}
