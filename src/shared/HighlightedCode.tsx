import { useContext, useEffect, useId, useState } from 'react';
import { CopyButton } from './CopyButton';
import { highlight, type HighlightLanguage } from './highlight';
import { builtHtml, PrerenderContext } from './prerender-context';

interface HighlightedCodeProps {
  code: string;
  language: HighlightLanguage;
  /** Names the block and lets the keyboard reach it, for a block long enough to scroll. */
  label?: string;
  /**
   * The copy button's name, or false for none (where the code sits beside a copy action of its own).
   * @default 'Copy code'
   */
  copyLabel?: string | false;
}

type Highlighted = { code: string; language: HighlightLanguage; html: string };

/**
 * Code, highlighted. A page rendered ahead of time holds the build's highlighting, and hydrating takes
 * it up from the document, so read mode loads no highlighter. Code the page makes or changes in the
 * browser shows as plain text at once, then highlighted by the same grammars and token classes as the
 * build's once Shiki and the language's grammar are in.
 */
export function HighlightedCode({ code, language, label, copyLabel = 'Copy code' }: HighlightedCodeProps) {
  const id = useId();
  const prerender = useContext(PrerenderContext);
  const [taken] = useState<Highlighted | null>(() => {
    const built = builtHtml(id, code);
    return built === null ? null : { code, language, html: built };
  });
  const [highlighted, setHighlighted] = useState<Highlighted | null>(null);
  const current = (entry: Highlighted | null) => (entry?.code === code && entry.language === language ? entry : null);
  const html = prerender ? prerender.highlight(code, language) : (current(taken) ?? current(highlighted))?.html;
  const ready = html ?? null;
  const needsHighlighter = ready === null;

  useEffect(() => {
    if (!needsHighlighter) return;
    let live = true;
    highlight(code, language).then(
      (result) => live && setHighlighted({ code, language, html: result }),
      () => undefined, // Plain text stays readable if a grammar fails to load.
    );
    return () => {
      live = false;
    };
  }, [code, language, needsHighlighter]);

  const block = (
    <pre className="code-block" {...(label && { tabIndex: 0, role: 'region', 'aria-label': label })}>
      {ready === null ? (
        <code id={id}>{code}</code>
      ) : (
        <code id={id} className="highlighted" dangerouslySetInnerHTML={{ __html: ready }} />
      )}
    </pre>
  );
  if (copyLabel === false) return block;
  // The button sits over the block's corner, outside the part that scrolls, so it stays in reach.
  return (
    <div className="code-block-frame">
      {block}
      <CopyButton text={code} label={copyLabel} className="icon-button code-block-frame__copy" />
    </div>
  );
}

/** Code the build highlighted (a demo file fetched from the build's output), shown as it is. */
export function BuiltCode({ html }: { html: string }) {
  return (
    <pre className="code-block">
      <code className="highlighted" dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}
