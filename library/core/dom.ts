import type { ReactNode, Ref, RefCallback, SyntheticEvent } from 'react';

/** Joins class names, skipping falsy ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** One ref callback that feeds several refs: the component's own and the consumer's. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * The consumer's handler runs first; if it calls `preventDefault()`, the built-in behaviour is skipped.
 */
export function composeHandlers<E extends SyntheticEvent | Event>(
  consumer: ((event: E) => void) | undefined,
  own: (event: E) => void,
): (event: E) => void {
  return (event) => {
    consumer?.(event);
    if (!event.defaultPrevented) own(event);
  };
}

/** `data-*` presence attribute: `""` when on, absent when off. */
export const dataFlag = (on: boolean | undefined): '' | undefined => (on ? '' : undefined);

/**
 * Whether a slot has anything to show. `null`, `undefined`, `false` and `''` render nothing in React,
 * so `prefix={cond && <Icon />}` must not leave an empty, padded wrapper behind.
 */
export const hasContent = (node: ReactNode): boolean => node !== undefined && node !== null && node !== false && node !== '';

/** What the keyboard can reach: the elements Tab moves to, unless they are disabled or taken out of the order. */
export const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Before `element` leaves the page with focus inside it, moves focus to the next tabbable element
 * after it (or, at the end, the one before it), so keyboard users keep their place instead of
 * landing back at the top of the document.
 */
export function focusNeighbourOf(element: Element): void {
  if (!element.contains(element.ownerDocument.activeElement)) return;
  const outside = [...element.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (candidate) => !element.contains(candidate),
  );
  const next = outside.find((candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING);
  const previous = outside.filter((candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING).pop();
  (next ?? previous)?.focus();
}
