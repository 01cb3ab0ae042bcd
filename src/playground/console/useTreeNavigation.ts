import { useCallback, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { parentId, visibleItems, type TreeItem } from './tree-items';

/**
 * The keyboard and expansion of one value's tree, as the WAI-ARIA tree pattern has them: one item in
 * the Tab order (roving tabindex), arrows to move, Right and Left to open and close, Home and End,
 * Enter and Space to toggle. DOM focus is the truth: moving calls `focus()`, and the focus event
 * tells the tree which item now takes the Tab stop.
 */
export function useTreeNavigation(root: TreeItem) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [focused, setFocused] = useState(root.id);
  const elements = useRef(new Map<string, HTMLElement>());
  const items = useMemo(() => visibleItems(root, expanded), [root, expanded]);
  const positions = useMemo(() => new Map(items.map((item, index) => [item.id, index])), [items]);

  // The focused item may be inside a group closed by a click: its nearest shown ancestor takes the Tab stop.
  let active = focused;
  while (!positions.has(active)) active = parentId(active) ?? root.id;

  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const register = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  const focus = (item: TreeItem | undefined) => item && elements.current.get(item.id)?.focus();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const position = positions.get((event.target as HTMLElement).dataset.treeId ?? active) ?? 0;
    const item = items[position];
    const open = expanded.has(item.id);
    switch (event.key) {
      case 'ArrowDown':
        focus(items[position + 1]);
        break;
      case 'ArrowUp':
        focus(items[position - 1]);
        break;
      case 'ArrowRight':
        if (item.expandable && !open) toggle(item.id);
        else if (open) focus(items[position + 1]);
        break;
      case 'ArrowLeft': {
        const parent = parentId(item.id);
        if (open) toggle(item.id);
        else if (parent !== null) focus(items[positions.get(parent)!]);
        break;
      }
      case 'Home':
        focus(items[0]);
        break;
      case 'End':
        focus(items[items.length - 1]);
        break;
      case 'Enter':
      case ' ':
        if (item.expandable) toggle(item.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onFocus = (event: FocusEvent) => {
    const id = (event.target as HTMLElement).dataset.treeId;
    if (id !== undefined) setFocused(id);
  };

  return { expanded, active, toggle, register, treeProps: { onKeyDown, onFocus } };
}
