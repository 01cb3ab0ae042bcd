import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { SelectOptionPair, SelectValue } from './constants.ts';
import { Option, type OptionProps } from './Option.tsx';

/** What the select knows about one of its options, read from the `<Option>` element. */
export interface OptionRecord {
  value: SelectValue;
  label: string;
  disabled: boolean;
  selected: boolean;
}

/** The text a node renders, as `textContent` would give it. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * The options of a select, in order, read from its children: `<Option>` elements directly, in arrays or in
 * fragments. Reading them from the elements rather than from the rendered list means the field knows its
 * label, the keyboard knows where to go and the value is checked while the list is closed and unmounted.
 */
export function collectOptions(children: ReactNode, into: OptionRecord[] = []): OptionRecord[] {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      collectOptions((child as ReactElement<{ children?: ReactNode }>).props.children, into);
      return;
    }
    if (child.type !== Option) return;
    const { value, label, disabled = false, selected = false, children: content } = child.props as OptionProps;
    into.push({ value, label: label ?? textOf(content).trim(), disabled, selected });
  });
  return into;
}

/** The value the options marked selected choose: the last of them, or all of them when multiple (as a native select does). */
export function valueFromOptions(options: readonly OptionRecord[], multiple: boolean): SelectValue | SelectOptionPair[] | null {
  const marked = options.filter((option) => option.selected);
  if (multiple) return marked.map(({ label, value }) => ({ label, value }));
  return marked.length > 0 ? marked[marked.length - 1].value : null;
}
