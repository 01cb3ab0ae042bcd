import { useRef, type KeyboardEvent } from 'react';

/**
 * The APG tabs keyboard for a tab list whose selection follows focus: Left and Right move (and wrap),
 * Home and End go to the ends, each selecting the tab it lands on and focusing it. Spread `onKeyDown`
 * on the tablist and give each tab `tabRef(key)`.
 */
export function useTabListKeys<K extends string>(keys: readonly K[], active: K, onSelect: (key: K) => void) {
  const tabs = useRef(new Map<K, HTMLButtonElement | null>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = keys.indexOf(active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: keys.length - 1 };
    if (!(event.key in moves) || keys.length === 0) return;
    event.preventDefault();
    const next = keys[(moves[event.key] + keys.length) % keys.length];
    onSelect(next);
    tabs.current.get(next)?.focus();
  };
  const tabRef = (key: K) => (node: HTMLButtonElement | null) => {
    tabs.current.set(key, node);
  };
  return { onKeyDown, tabRef };
}
