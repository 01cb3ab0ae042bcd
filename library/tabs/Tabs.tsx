import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { cx, dataFlag, useControllableState } from '../core';
import { TABS_CLOSE_LABEL, type TabsAlign, type TabsMode, type TabsPosition } from './constants';
import { edgeIndex, resolveIndex, stepIndex } from './selection';
import { TabsContext, tabIdOf, type TabRecord, type TabsContextValue } from './TabsContext';
import './Tabs.scss';

export interface TabsProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * Where the tabs sit along the tab list: at its start, centred, or at its end.
   * @default 'start'
   */
  ngxAlignTabs?: TabsAlign;
  /**
   * 'closeable' gives each tab a close icon (and the Delete key) that asks your app to remove it through onClose.
   * @default 'default'
   */
  ngxMode?: TabsMode;
  /** The index of the selected tab, when controlled; pair it with onSelectedIndexChange. */
  ngxSelectedIndex?: number;
  /**
   * The index of the tab selected at first, when uncontrolled.
   * @default 0
   */
  defaultSelectedIndex?: number;
  /** Called with the new index when a tab is selected, and when the group moves the selection itself (the selected tab was removed or disabled). */
  onSelectedIndexChange?: (index: number) => void;
  /**
   * Where the tab list is: above the panels, or as a vertical list on their left or right.
   * @default 'top'
   */
  ngxTabPosition?: TabsPosition;
  /** Called with a tab's index when its close icon is clicked or Delete is pressed on it (closeable mode); remove that `Tab` in your app. */
  onClose?: (index: number) => void;
  /**
   * Tooltip of the close icons.
   * @default 'Close'
   */
  closeLabel?: string;
  /** Accessible name of the tab list, such as "Account settings". */
  tabListLabel?: string;
  /** Ref to the group's outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const byDocumentOrder = (a: TabRecord, b: TabRecord) =>
  a.panel.compareDocumentPosition(b.panel) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * A set of tabs, each showing its own panel: the tabs pattern, with roving focus, arrow keys that select
 * as they move, and optional close icons. Its `Tab` children give the labels and hold the panels.
 */
export function Tabs({
  ngxAlignTabs = 'start',
  ngxMode = 'default',
  ngxSelectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  ngxTabPosition = 'top',
  onClose,
  closeLabel = TABS_CLOSE_LABEL,
  tabListLabel,
  className,
  children,
  ref,
  ...rest
}: TabsProps) {
  const [selected, setSelected] = useControllableState({
    value: ngxSelectedIndex,
    defaultValue: defaultSelectedIndex,
    onChange: onSelectedIndexChange,
    name: 'Tabs',
  });
  // The tabs as last rendered, and the same list as it stands now: the tabs mounted or removed in a commit
  // tell the group in their layout effects, which run before the group's own, so its effects read the
  // registry to see them — an app that adds a tab and selects it at once must not be clamped to the old count.
  const [items, setItems] = useState<TabRecord[]>([]);
  const registry = useRef<TabRecord[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** The selection last settled on, so a removed or moved tab can be told apart from a new index. */
  const settled = useRef<{ index: number; id: string } | null>(null);
  /** Set when a close starts with focus in the tab list, so focus is not lost with the closed tab. */
  const refocusAfterClose = useRef(false);

  const publish = useCallback((next: TabRecord[]) => {
    if (next === registry.current) return;
    registry.current = next;
    setItems(next);
  }, []);
  const upsert = useCallback(
    (record: TabRecord) => {
      const current = registry.current;
      const at = current.findIndex((item) => item.id === record.id);
      if (at < 0) return publish([...current, record].sort(byDocumentOrder));
      const known = current[at];
      if (Object.is(known.label, record.label) && known.disabled === record.disabled && known.panel === record.panel) return;
      publish(current.map((item, index) => (index === at ? record : item)));
    },
    [publish],
  );
  const remove = useCallback((id: string) => publish(registry.current.filter((item) => item.id !== id)), [publish]);

  // The app can reorder its tabs without remounting them (new children); their panels' order in the
  // document is the truth.
  useLayoutEffect(() => {
    const sorted = [...registry.current].sort(byDocumentOrder);
    if (sorted.some((item, index) => item !== registry.current[index])) publish(sorted);
  }, [children, publish]);

  const shown = resolveIndex(items, selected);
  const selectedId = shown >= 0 ? items[shown].id : null;

  // Keeps the selection on a tab, not on a number: when tabs before it come or go, the index follows
  // it; when it is removed, the first tab is selected; a disabled or missing index moves to a neighbour.
  useLayoutEffect(() => {
    const tabs = registry.current;
    if (tabs.length === 0) {
      settled.current = null;
      return;
    }
    const previous = settled.current;
    const previousAt = previous && previous.index === selected ? tabs.findIndex((item) => item.id === previous.id) : -2;
    const target = resolveIndex(tabs, previousAt === -2 ? selected : previousAt === -1 ? 0 : previousAt);
    settled.current = target >= 0 ? { index: target, id: tabs[target].id } : null;
    if (target >= 0 && target !== selected) setSelected(target);
    // The closed tab took the focus with it (focus fell back to the body): it goes to the selected tab.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (refocusAfterClose.current && focusLost && target >= 0) buttons.current.get(tabs[target].id)?.focus();
    refocusAfterClose.current = false;
  }, [items, selected, setSelected]);

  // Brings the selected tab into view inside the scrolling tab list, without scrolling the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    const button = selectedId ? buttons.current.get(selectedId) : undefined;
    if (!list || !button || ngxTabPosition !== 'top') return;
    if (button.offsetLeft < list.scrollLeft) list.scrollLeft = button.offsetLeft;
    else if (button.offsetLeft + button.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = button.offsetLeft + button.offsetWidth - list.clientWidth;
    }
  }, [selectedId, ngxTabPosition]);

  const closeable = ngxMode === 'closeable';
  const vertical = ngxTabPosition !== 'top';

  const selectAndFocus = (index: number) => {
    setSelected(index);
    buttons.current.get(items[index].id)?.focus();
  };

  const close = (index: number) => {
    refocusAfterClose.current = !!listRef.current?.contains(document.activeElement);
    onClose?.(index);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = vertical ? 'ArrowDown' : 'ArrowRight';
    const previous = vertical ? 'ArrowUp' : 'ArrowLeft';
    let target: number | null = null;
    if (event.key === next) target = stepIndex(items, index, 1);
    else if (event.key === previous) target = stepIndex(items, index, -1);
    else if (event.key === 'Home') target = edgeIndex(items, 1);
    else if (event.key === 'End') target = edgeIndex(items, -1);
    else if (event.key === 'Delete' && closeable) {
      event.preventDefault();
      close(index);
      return;
    }
    if (target === null) return;
    event.preventDefault(); // the arrows and Home/End would otherwise scroll the page
    selectAndFocus(target);
  };

  const onCloseClick = (event: MouseEvent<HTMLSpanElement>, index: number) => {
    event.stopPropagation(); // a click on the icon closes the tab without selecting it first
    close(index);
  };

  const context = useMemo<TabsContextValue>(() => ({ selectedId, upsert, remove }), [selectedId, upsert, remove]);

  return (
    <div
      {...rest}
      ref={ref}
      className={cx('aq-tabs', className)}
      data-position={ngxTabPosition}
      data-align={ngxAlignTabs}
      data-mode={ngxMode}
    >
      <div
        ref={listRef}
        role="tablist"
        aria-orientation={vertical ? 'vertical' : 'horizontal'}
        aria-label={tabListLabel}
        className="aq-tabs__list"
      >
        {items.map((item, index) => {
          const isSelected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) buttons.current.set(item.id, node);
                else buttons.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabIdOf(item.id)}
              aria-selected={isSelected}
              aria-controls={item.id}
              aria-keyshortcuts={closeable && !item.disabled ? 'Delete' : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className="aq-tabs__tab"
              data-state={isSelected ? 'active' : 'inactive'}
              data-disabled={dataFlag(item.disabled)}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              <span className="aq-tabs__label">{item.label}</span>
              {closeable && (
                <span className="aq-tabs__close" aria-hidden="true" title={closeLabel} onClick={(event) => onCloseClick(event, index)}>
                  <svg viewBox="0 0 12 12" width="10" height="10" focusable="false">
                    <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                  </svg>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className="aq-tabs__panels">
        <TabsContext value={context}>{children}</TabsContext>
      </div>
    </div>
  );
}
