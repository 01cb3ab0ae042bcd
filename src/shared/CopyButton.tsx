import { Check, Copy } from 'lucide-react';
import { COPY_FAILED, useCopyMessage } from './useCopyMessage';

export interface CopyButtonProps {
  /** What the button copies. */
  text: string;
  /** The button's accessible name. */
  label: string;
  className?: string;
}

/**
 * An icon button that copies a text, shows a tick for a moment and says how it went in a status region
 * ("Copied", or "Copy failed") that a screen reader announces.
 */
export function CopyButton({ text, label, className = 'icon-button' }: CopyButtonProps) {
  const [message, copy] = useCopyMessage();
  return (
    <>
      <button type="button" className={className} aria-label={label} title={label} onClick={() => void copy(text, 'Copied')}>
        {message && message !== COPY_FAILED ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
      </button>
      <span className="aq-visually-hidden" role="status">
        {message}
      </span>
    </>
  );
}
