import { useSyncExternalStore } from 'react';
import { formatMarkup } from '../../shared/format-markup';

/**
 * The preview's markup as the frame last reported it, formatted. Kept out of React state: a demo that
 * animates reports it a few times a second, and only the HTML output tab redraws for it (not the
 * editor and the preview that hold it). The frame reports only while the tab is open.
 */
export interface LatestMarkup {
  /** The formatted markup; null until the frame has reported. */
  get: () => string | null;
  set: (html: string) => void;
  /** Forgets the markup: what the frame reports next is current, what was kept may not be. */
  reset: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLatestMarkup(): LatestMarkup {
  let raw: string | null = null;
  // Formatted when first read: while the tab is closed, a report costs nothing but keeping it.
  let formatted: { raw: string; text: string } | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => {
      if (raw === null) return null;
      if (formatted?.raw !== raw) formatted = { raw, text: formatMarkup(raw) };
      return formatted.text;
    },
    set: (html) => {
      raw = html;
      listeners.forEach((listener) => listener());
    },
    reset: () => {
      raw = null;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The markup, redrawn as it changes. */
export const useLatestMarkup = (markup: LatestMarkup): string | null => useSyncExternalStore(markup.subscribe, markup.get, () => null);
