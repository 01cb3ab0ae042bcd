import { useContext, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx, useStableId, useMergedRefs } from '../core/index.ts';
import type { TabIconDirection } from './constants.ts';
import { TabSlotContext, tabIdOf, useTabsContext, type TabsContextValue } from './TabsContext.ts';

export interface TabProps extends ComponentPropsWithoutRef<'div'> {
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
   * Disables the tab: it cannot be selected, by click, keyboard or index, nor closed.
   * @default false
   */
  disabled?: boolean;
  /** Ref to the tab's panel, the `<div role="tabpanel">` that holds its children. */
  ref?: Ref<HTMLDivElement>;
}

// What a Tab outside any Tabs works with until it renders nothing: the hooks still run, in the same order.
const NO_GROUP: TabsContextValue = {
  selectedId: null,
  keepMounted: false,
  closed: new Set(),
  upsert: () => {},
  remove: () => {},
  release: () => {},
};

/**
 * One tab of a `Tabs` group: `label` goes into the group's tab list and the children are its panel,
 * shown while the tab is selected. The children of a panel not shown are unmounted (so its timers,
 * media and effects stop) unless the group has `keepMounted`.
 */
export function Tab({ label, icon, direction = 'left', disabled = false, id, className, children, ref, ...rest }: TabProps) {
  const group = useTabsContext();
  const { selectedId, keepMounted, closed, upsert, remove, release } = group ?? NO_GROUP;
  // The id its group named it by when drawing the tab list before it mounted, kept for its life.
  const slotId = useContext(TabSlotContext);
  const [slotAtMount] = useState(slotId);
  const panelId = useStableId(id ?? slotAtMount ?? undefined);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelRefs = useMergedRefs(panelRef, ref);
  const isClosed = closed.has(panelId);

  useLayoutEffect(() => {
    if (isClosed) remove(panelId);
    else upsert({ id: panelId, label, icon, direction, disabled, panel: panelRef.current! });
  }, [upsert, remove, isClosed, panelId, label, icon, direction, disabled]);
  useLayoutEffect(
    () => () => {
      remove(panelId);
      release(panelId);
    },
    [remove, release, panelId],
  );

  if (!group || isClosed) return null;
  const selected = selectedId === panelId;
  return (
    <div
      tabIndex={0}
      {...rest}
      ref={panelRefs}
      id={panelId}
      role="tabpanel"
      aria-labelledby={tabIdOf(panelId)}
      hidden={!selected}
      className={cx('aq-tabs__panel', className)}
      data-state={selected ? 'active' : 'inactive'}
    >
      {/* The panel element itself stays, empty: its tab's aria-controls must point at an element that exists. */}
      {selected || keepMounted ? children : null}
    </div>
  );
}
