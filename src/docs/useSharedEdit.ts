import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { INVALID_LINK_MESSAGE, shareFromHash } from '../playground/share/hash';
import type { DecodedShare } from '../playground/share/codec';
import { useEditorStore } from '../stores/editor';

export interface SharedEditState {
  share: DecodedShare | null;
  /** What to tell the person when the link could not be used. */
  error: string | null;
  reportError: (error: unknown) => void;
}

/**
 * Reads a `#share=` link once: the codec loads only when there is one. A sound link opens its demo
 * in edit mode; anything else leaves the page as shipped, with a message saying why.
 */
export function useSharedEdit(demoIds: string[]): SharedEditState {
  const { hash } = useLocation();
  const [share, setShare] = useState<DecodedShare | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reportError = (reason: unknown) => {
    const detail = reason instanceof Error ? reason.message : String(reason);
    setError(`${INVALID_LINK_MESSAGE}: ${detail}. Showing the original example.`);
    setShare(null);
  };

  useEffect(() => {
    const value = shareFromHash(hash);
    if (!value) return;
    // The edit moves into the editor store; the link's job is done, and a reload should not re-apply it.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    import('../playground/share/codec').then(({ decodeShare }) => {
      try {
        const decoded = decodeShare(value);
        if (!demoIds.includes(decoded.demoId)) {
          setError(`${INVALID_LINK_MESSAGE}: it names an example that is not on this page. Showing the original examples.`);
          return;
        }
        useEditorStore.getState().setEditing(decoded.demoId, true);
        setShare(decoded);
        requestAnimationFrame(() => document.getElementById(decoded.demoId)?.scrollIntoView({ block: 'start' }));
      } catch (reason) {
        reportError(reason);
      }
    });
    // Keyed on the hash alone: the page's demos do not change while it is open.
  }, [hash]);

  return { share, error, reportError };
}
