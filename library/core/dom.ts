import { useMemo, type ReactNode, type Ref, type RefCallback, type SyntheticEvent } from 'react';

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

type Handler<E> = ((event: E) => void) | undefined;

/**
 * `mergeRefs` for a component's render: the same callback for as long as the refs are the same, so
 * React does not detach and re-attach the node on every render. (Up to four refs, as deps must be listed.)
 */
export function useMergedRefs<T>(a: Ref<T> | undefined, b?: Ref<T>, c?: Ref<T>, d?: Ref<T>): RefCallback<T> {
  return useMemo(() => mergeRefs(a, b, c, d), [a, b, c, d]);
}

/** Handlers in order: the first always runs; once the event's default is prevented, the rest are skipped. */
function chain<E>([first, ...rest]: Array<Handler<E>>): (event: E) => void {
  return (event) => {
    first?.(event);
    for (const handler of rest) {
      if ((event as { defaultPrevented?: boolean }).defaultPrevented) return;
      handler?.(event);
    }
  };
}

/**
 * The consumer's handler runs first; if it calls `preventDefault()`, the built-in behaviour is skipped.
 */
export function composeHandlers<E extends SyntheticEvent | Event>(consumer: Handler<E>, own: (event: E) => void): (event: E) => void {
  return chain([consumer, own]);
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type PropsObject = Record<string, unknown>;

const HANDLER = /^on[A-Z]/;

/**
 * Combines the prop objects of behaviour hooks (and the consumer's props) into the ones an element
 * gets, as React Aria's `mergeProps` does: later objects win for plain values; event handlers (`onX`)
 * all run, in the order given, until one calls `preventDefault()` — so the consumer's props go first;
 * class names join; styles merge. Refs are not merged here (a new ref each render would detach and
 * re-attach the node): use `mergeRefs` once, memoised.
 */
export function mergeProps<T extends Array<PropsObject | null | undefined>>(
  ...propsList: T
): UnionToIntersection<NonNullable<T[number]>> {
  const merged: PropsObject = {};
  for (const props of propsList) {
    if (!props) continue;
    for (const [key, value] of Object.entries(props)) {
      const current = merged[key];
      if (HANDLER.test(key) && typeof current === 'function' && typeof value === 'function')
        merged[key] = chain([current as Handler<unknown>, value as Handler<unknown>]);
      else if (key === 'className' && typeof current === 'string' && typeof value === 'string') merged[key] = cx(current, value);
      else if (key === 'style' && current && value) merged[key] = { ...(current as object), ...(value as object) };
      else if (value !== undefined || !(key in merged)) merged[key] = value;
    }
  }
  return merged as UnionToIntersection<NonNullable<T[number]>>;
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
