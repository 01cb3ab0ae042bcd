import type { ComponentPropsWithoutRef, Ref } from 'react';
import { cx } from '../core/index.ts';

export interface DropdownSeparatorProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'children'> {
  /** Ref to the separator's `<div role="separator">`. */
  ref?: Ref<HTMLDivElement>;
}

/** A line between groups of items in a Dropdown's menu, e.g. before a destructive action. */
export function DropdownSeparator({ className, ref, ...rest }: DropdownSeparatorProps) {
  return <div {...rest} ref={ref} role="separator" className={cx('aq-dropdown__separator', className)} />;
}
