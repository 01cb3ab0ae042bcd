import { useLayoutEffect, useMemo, useRef, type ComponentPropsWithoutRef, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { X } from 'lucide-react';
import { cx, dataFlag, hasContent, useControllableState, useStableId } from '../core/index.ts';
import { TABS_CLOSE_LABEL, type TabsAlign, type TabsMode, type TabsPosition } from './constants.ts';
import { edgeIndex, resolveIndex, stepIndex } from './selection.ts';
import { TabsContext, closeIdOf, tabIdOf, type TabsContextValue } from './TabsContext.ts';
import { useCloseButtonPlacement } from './useCloseButtonPlacement.ts';
import { useTabRegistry } from './useTabRegistry.ts';
import { declaredTabs, type DeclaredTab } from './declaredTabs.tsx';
import './Tabs.scss';

export interface TabsProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * Where the tabs sit along the tab list: at its start, centred, or at its end.
   * @default 'start'
   */
  ngxAlignTabs?: TabsAlign;
  /**
   * 'closeable' gives each tab a close button (and the Delete key) that removes it; onClose can keep it.
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
  /** Called with a tab's index when its close button or Delete closes it (closeable mode); the tab then goes by itself, unless `event.preventDefault()` keeps it — to refuse, or to remove it from your own list. */
  onClose?: (index: number, event: TabsCloseEvent) => void;
  /**
   * First word of each close button's name, read before the tab's label ("Close Overview").
   * @default 'Close'
   */
  closeLabel?: string;
  /** Accessible name of the tab list, such as "Account settings". */
  tabListLabel?: string;
  /**
   * Keeps the content of the panels not shown mounted (and hidden), so their state, timers and media carry on; otherwise only the selected tab's content is rendered.
   * @default false
   */
  keepMounted?: boolean;
  /** Ref to the group's outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** The press that closes a tab: a click on its close button, or Delete on the tab. */
export type TabsCloseEvent = MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>;

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
  keepMounted = false,
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
  const { items: registeredItems, registered, registry, closed, upsert, remove, release, markClosed } = useTabRegistry(children);
  const groupId = useStableId();
  // Before any tab has registered — on the server, and while hydrating — the children's own props draw
  // the tab list, so a page rendered ahead of time shows its tabs and the selected panel.
  const declared = useMemo(() => declaredTabs(children, groupId, !registered), [children, groupId, registered]);
  const items: DeclaredTab[] = registered ? registeredItems : declared.tabs;
  const listRef = useRef<HTMLDivElement>(null);
  const { tabButtons: buttons, closeButtons } = useCloseButtonPlacement({ closeable: ngxMode === 'closeable', items, list: listRef });
  const barRef = useRef<HTMLDivElement>(null);
  /** The selection last settled on, so a removed or moved tab can be told apart from a new index. */
  const settled = useRef<{ index: number; id: string } | null>(null);
  /** The tab being closed while focus was in the tab bar, so focus is not lost with it. */
  const refocusAfterClose = useRef<string | null>(null);

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
    const closing = refocusAfterClose.current;
    if (closing && !tabs.some((item) => item.id === closing)) {
      refocusAfterClose.current = null;
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (focusLost && target >= 0) buttons.current.get(tabs[target].id)?.focus();
    }
  }, [buttons, items, registry, selected, setSelected]);

  // Brings the selected tab into view inside the scrolling tab list, without scrolling the page.
  useLayoutEffect(() => {
    const bar = barRef.current;
    const button = selectedId ? buttons.current.get(selectedId) : undefined;
    if (!bar || !button || ngxTabPosition !== 'top') return;
    if (button.offsetLeft < bar.scrollLeft) bar.scrollLeft = button.offsetLeft;
    else if (button.offsetLeft + button.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = button.offsetLeft + button.offsetWidth - bar.clientWidth;
    }
  }, [buttons, selectedId, ngxTabPosition]);

  const closeable = ngxMode === 'closeable';
  const vertical = ngxTabPosition !== 'top';

  const selectAndFocus = (index: number) => {
    setSelected(index);
    buttons.current.get(items[index].id)?.focus();
  };

  const close = (index: number, event: TabsCloseEvent) => {
    const item = items[index];
    if (!item || item.disabled) return;
    if (barRef.current?.contains(document.activeElement)) refocusAfterClose.current = item.id;
    onClose?.(index, event);
    if (event.defaultPrevented) return;
    markClosed(item.id);
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
      close(index, event);
      return;
    }
    if (target === null) return;
    event.preventDefault(); // the arrows and Home/End would otherwise scroll the page
    selectAndFocus(target);
  };

  const context = useMemo<TabsContextValue>(
    () => ({ selectedId, keepMounted, closed, upsert, remove, release }),
    [selectedId, keepMounted, closed, upsert, remove, release],
  );

  return (
    <div
      {...rest}
      ref={ref}
      className={cx('aq-tabs', className)}
      data-position={ngxTabPosition}
      data-align={ngxAlignTabs}
      data-mode={ngxMode}
    >
      {items.length > 0 && (
        <div ref={barRef} className="aq-tabs__bar">
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
                  data-icon={hasContent(item.icon) ? item.direction : undefined}
                  onClick={() => setSelected(index)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                >
                  {hasContent(item.icon) && (
                    <span className="aq-tabs__icon" aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  <span className="aq-tabs__label">{item.label}</span>
                </button>
              );
            })}
          </div>
          {closeable &&
            items.map((item, index) => (
              <button
                key={item.id}
                ref={(node) => {
                  if (node) closeButtons.current.set(item.id, node);
                  else closeButtons.current.delete(item.id);
                }}
                type="button"
                id={closeIdOf(item.id)}
                className="aq-tabs__close"
                aria-label={closeLabel}
                aria-labelledby={`${closeIdOf(item.id)} ${tabIdOf(item.id)}`}
                // Only the selected tab's close button is a Tab stop, between its tab and its panel.
                tabIndex={item.id === selectedId ? 0 : -1}
                disabled={item.disabled}
                onClick={(event) => close(index, event)}
              >
                <X size={12} strokeWidth={2.5} aria-hidden />
              </button>
            ))}
        </div>
      )}
      <div className="aq-tabs__panels">
        <TabsContext value={context}>{declared.children}</TabsContext>
      </div>
    </div>
  );
}
