import { useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';

/** What the status says when nothing was copied. */
export const COPY_FAILED = 'Copy failed';

/** How long "… copied" stays: long enough to read, short enough not to linger over the next action. */
const CONFIRMATION_MS = 2000;

/**
 * Copies a text and says how it went for a moment (`copied` on success, "Copy failed" otherwise), for a
 * status region beside the button. Returns the message ('' when there is none) and the copy action.
 */
export function useCopyMessage(): [message: string, copy: (text: string | Promise<string>, copied: string) => Promise<void>] {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  /** Copies the text, once it has arrived; a text that fails to arrive is a failed copy. */
  const copy = async (text: string | Promise<string>, copied: string) => {
    const outcome = await Promise.resolve(text).then(copyText, () => 'unsuccessful');
    setMessage(outcome === 'successful' ? copied : COPY_FAILED);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(''), CONFIRMATION_MS);
  };
  return [message, copy];
}
