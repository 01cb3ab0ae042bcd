import { useEffect, useState } from 'react';
import { highlight, type HighlightLanguage } from './highlight';

interface HighlightedCodeProps {
  code: string;
  language: HighlightLanguage;
  /** Names the block and lets the keyboard reach it, for a block long enough to scroll. */
  label?: string;
}

/** Shows the plain text at once and swaps in the highlighted version when its language pack is in. */
export function HighlightedCode({ code, language, label }: HighlightedCodeProps) {
  // The highlighted text with what it was made from: a new code or language shows plain text until its own arrives.
  const [highlighted, setHighlighted] = useState<{ code: string; language: HighlightLanguage; html: string } | null>(null);
  const html = highlighted?.code === code && highlighted.language === language ? highlighted.html : null;
  useEffect(() => {
    let current = true;
    highlight(code, language).then(
      (result) => current && setHighlighted({ code, language, html: result }),
      () => undefined, // Plain text stays readable if a pack fails to load.
    );
    return () => {
      current = false;
    };
  }, [code, language]);

  return (
    <pre className="code-block" {...(label && { tabIndex: 0, role: 'region', 'aria-label': label })}>
      {html === null ? (
        <code>{code}</code>
      ) : (
        <code className={`hljs language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </pre>
  );
}
