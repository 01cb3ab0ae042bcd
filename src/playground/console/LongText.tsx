import { useState } from 'react';

/** Characters of a string shown before it folds: a long one would bury the messages around it. */
export const FOLD_AT = 500;

const count = (n: number) => `${n.toLocaleString('en-US')} character${n === 1 ? '' : 's'}`;

/**
 * A message's text, folded past `FOLD_AT` characters behind a "Show more" button. `length` is the
 * string's whole length when the frame sent only part of it: the rest is said, not shown.
 */
export function LongText({ text, length = text.length }: { text: string; length?: number }) {
  const [open, setOpen] = useState(false);
  const folds = text.length > FOLD_AT;
  const cut = length - text.length;
  return (
    <>
      {folds && !open ? `${text.slice(0, FOLD_AT)}…` : text}
      {cut > 0 && (!folds || open) && <span className="console-message__note"> … {count(cut)} not sent</span>}
      {folds && (
        <button type="button" className="console-link console-message__fold" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : `Show more (${count(text.length - FOLD_AT)})`}
        </button>
      )}
    </>
  );
}
