import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../core/index.ts';
import type { TabIconDirection, TabsValue } from './constants.ts';
import { TabSlotContext, tabIdOf, useTabSlot } from './TabsContext.ts';

export interface TabProps extends ComponentPropsWithoutRef<'div'> {
  /** What names the tab in the group's `value`, `defaultValue`, `onValueChange` and `onClose`; without it, its index among the tabs shown (0 for the first). */
  value?: TabsValue;
  /** The tab's label in the tab list: text or any node, such as an icon with text. */
  label: ReactNode;
  /** An icon drawn beside the label in the tab list (decorative: the label names the tab). */
  icon?: ReactNode;
  /**
   * The side of the label the icon is on.
   * @default 'left'
   */
  direction?: TabIconDirection;
  /**
   * Disables the tab: it cannot be selected, by click, keyboard or value, nor closed.
   * @default false
   */
  disabled?: boolean;
  /** Ref to the tab's panel, the `<div role="tabpanel">` that holds its children. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One tab of a `Tabs` group, of which it must be a child (directly, or inside a fragment): the group reads
 * its `value`, `label`, `icon`, `direction` and `disabled` to draw the tab list, and the Tab renders its
 * panel, shown while it is selected. The children of a panel not shown are unmounted (so its timers,
 * media and effects stop) unless the group has `keepMounted`.
 */
export function Tab({
  // The group reads these from the element; the panel leaves them off the DOM.
  value: _value,
  label: _label,
  icon: _icon,
  direction: _direction,
  disabled: _disabled,
  id: _id,
  className,
  children,
  ref,
  ...rest
}: TabProps) {
  const slot = useTabSlot();
  if (!slot) return null;
  const { panelId, selected, keepMounted } = slot;
  return (
    <div
      tabIndex={0}
      {...rest}
      ref={ref}
      id={panelId}
      role="tabpanel"
      aria-labelledby={tabIdOf(panelId)}
      hidden={!selected}
      className={cx('aq-tabs__panel', className)}
      data-state={selected ? 'active' : 'inactive'}
    >
      {/* The panel element itself stays, empty: its tab's aria-controls must point at an element that exists.
          A Tab inside the panel belongs to a group of its own, or to none. */}
      <TabSlotContext value={null}>{selected || keepMounted ? children : null}</TabSlotContext>
    </div>
  );
}
