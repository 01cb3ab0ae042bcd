import {
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type RefObject,
} from 'react';
import { X } from 'lucide-react';
import {
  cx,
  dataFlag,
  hasContent,
  readingStep,
  useDirection,
  useMessages,
  useStableId,
  verticalStep,
  withoutRenamedProps,
} from '../core/index.ts';
import { type TabsAlign, type TabsMode, type TabsPlacement, type TabsValue } from './constants.ts';
import { edgeIndex, stepIndex } from './selection.ts';
import { TabSlotContext, closeIdOf, tabIdOf } from './TabsContext.ts';
import { useCloseButtonPlacement } from './useCloseButtonPlacement.ts';
import { useTabsState } from './useTabsState.ts';
import { tabsEnglish } from './english.ts';
import './Tabs.scss';

/** A ref callback that keeps each mounted button in `buttons` under `id`, where focus and the close buttons' placement look it up. */
const keepIn = (buttons: RefObject<Map<string, HTMLButtonElement>>, id: string) => (node: HTMLButtonElement | null) => {
  if (node) buttons.current.set(id, node);
  else buttons.current.delete(id);
};

export interface TabsProps<V extends TabsValue = TabsValue> extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> {
  /** The value of the selected tab (a Tab's `value`, or its index when it has none), when controlled; pair it with onValueChange. A value no enabled tab has shows the nearest enabled tab to a disabled one, else the first. */
  value?: V;
  /** The value of the tab selected at first, when uncontrolled; the first enabled tab when not given. */
  defaultValue?: V;
  /** Called with the new value when a person selects a tab (click, arrow keys, Home, End), or closes the selected tab or one before a tab that has no value; never on mount, nor for a value the tabs cannot show. */
  onValueChange?: (value: V) => void;
  /**
   * Where the tabs sit along the tab list: at its start, centred, or at its end.
   * @default 'start'
   */
  align?: TabsAlign;
  /**
   * 'closeable' gives each tab a close button (and the Delete key) that removes it; onClose can keep it.
   * @default 'default'
   */
  mode?: TabsMode;
  /**
   * Where the tab list is: above the panels, or as a vertical list on their left or right.
   * @default 'top'
   */
  placement?: TabsPlacement;
  /** Called with a tab's value (its index when it has none) when its close button or Delete closes it (closeable mode); the tab then goes by itself, unless `event.preventDefault()` keeps it — to refuse, or to remove it from your own list, and the selection with it, yourself. */
  onClose?: (value: V, event: TabsCloseEvent) => void;
  /**
   * First word of each close button's name, read before the tab's label ("Close Overview"); without it, the nearest AquilaProvider's messages say it.
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
 * as they move, and optional close icons. Its `Tab` children (directly, or inside fragments) give the
 * labels and hold the panels; a tab is named by its `value`, or by its index when it has none.
 */
export function Tabs<V extends TabsValue = TabsValue>({
  value,
  defaultValue,
  onValueChange,
  align = 'start',
  mode = 'default',
  placement = 'top',
  onClose,
  closeLabel: closeLabelProp,
  tabListLabel,
  keepMounted = false,
  className,
  children,
  ref,
  ...rest
}: TabsProps<V>) {
  const messages = useMessages('tabs', tabsEnglish);
  const closeLabel = closeLabelProp ?? messages.close;
  const dir = useDirection();
  const groupId = useStableId();
  const { tabs, children: panels, shown, select, close } = useTabsState({ children, groupId, value, defaultValue, onValueChange });
  const closeable = mode === 'closeable';
  const vertical = placement !== 'top';
  const selectedId = shown >= 0 ? tabs[shown].panelId : null;
  const barRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const tabsSignature = tabs.map((tab) => tab.panelId).join(' ');
  const { tabButtons: buttons, closeButtons } = useCloseButtonPlacement({ closeable, items: tabsSignature, list: listRef });
  /** A close asked for while focus was in the tab bar: focus goes to the selected tab if it left with the closed one. */
  const refocusAfterClose = useRef(false);

  useLayoutEffect(() => {
    if (!refocusAfterClose.current) return;
    refocusAfterClose.current = false;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost && selectedId) buttons.current.get(selectedId)?.focus();
  });

  // Brings the selected tab into view inside the scrolling tab list, without scrolling the page.
  useLayoutEffect(() => {
    const bar = barRef.current;
    const button = selectedId ? buttons.current.get(selectedId) : undefined;
    if (!bar || !button || vertical) return;
    if (button.offsetLeft < bar.scrollLeft) bar.scrollLeft = button.offsetLeft;
    else if (button.offsetLeft + button.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = button.offsetLeft + button.offsetWidth - bar.clientWidth;
    }
  }, [buttons, selectedId, vertical]);

  const selectAndFocus = (index: number) => {
    select(index);
    buttons.current.get(tabs[index].panelId)?.focus();
  };

  const requestClose = (index: number, event: TabsCloseEvent) => {
    const tab = tabs[index];
    if (!tab || tab.disabled) return;
    if (barRef.current?.contains(document.activeElement)) refocusAfterClose.current = true;
    onClose?.(tab.value as V, event);
    if (!event.defaultPrevented) close(index);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // A row of tabs is read in the reading direction: right to left, ArrowLeft goes to the next tab.
    const step = vertical ? verticalStep(event.key) : readingStep(event.key, dir);
    let target: number | null = null;
    if (step !== 0) target = stepIndex(tabs, index, step);
    else if (event.key === 'Home') target = edgeIndex(tabs, 1);
    else if (event.key === 'End') target = edgeIndex(tabs, -1);
    else if (event.key === 'Delete' && closeable) {
      requestClose(index, event);
      return;
    }
    if (target === null) return;
    event.preventDefault(); // the arrows and Home/End would otherwise scroll the page
    selectAndFocus(target);
  };

  return (
    <div
      {...withoutRenamedProps('Tabs', rest)}
      ref={ref}
      className={cx('aq-tabs', className)}
      data-placement={placement}
      data-align={align}
      data-mode={mode}
    >
      {tabs.length > 0 && (
        <div ref={barRef} className="aq-tabs__bar">
          <div
            ref={listRef}
            role="tablist"
            aria-orientation={vertical ? 'vertical' : 'horizontal'}
            aria-label={tabListLabel}
            className="aq-tabs__list"
          >
            {tabs.map((tab, index) => {
              const isSelected = index === shown;
              return (
                <button
                  key={tab.key}
                  ref={keepIn(buttons, tab.panelId)}
                  type="button"
                  role="tab"
                  id={tabIdOf(tab.panelId)}
                  aria-selected={isSelected}
                  aria-controls={tab.panelId}
                  aria-keyshortcuts={closeable && !tab.disabled ? 'Delete' : undefined}
                  tabIndex={isSelected ? 0 : -1}
                  disabled={tab.disabled}
                  className="aq-tabs__tab"
                  data-state={isSelected ? 'active' : 'inactive'}
                  data-disabled={dataFlag(tab.disabled)}
                  data-icon={hasContent(tab.icon) ? tab.direction : undefined}
                  onClick={() => select(index)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                >
                  {hasContent(tab.icon) && (
                    <span className="aq-tabs__icon" aria-hidden="true">
                      {tab.icon}
                    </span>
                  )}
                  <span className="aq-tabs__label">{tab.label}</span>
                </button>
              );
            })}
          </div>
          {closeable &&
            tabs.map((tab, index) => (
              <button
                key={tab.key}
                ref={keepIn(closeButtons, tab.panelId)}
                type="button"
                id={closeIdOf(tab.panelId)}
                className="aq-tabs__close"
                aria-label={closeLabel}
                aria-labelledby={`${closeIdOf(tab.panelId)} ${tabIdOf(tab.panelId)}`}
                // Only the selected tab's close button is a Tab stop, between its tab and its panel.
                tabIndex={index === shown ? 0 : -1}
                disabled={tab.disabled}
                onClick={(event) => requestClose(index, event)}
              >
                <X size={12} strokeWidth={2.5} aria-hidden />
              </button>
            ))}
        </div>
      )}
      <div className="aq-tabs__panels">
        {panels.map((child) => {
          const tab = tabs[child.tab];
          const slot = tab ? { panelId: tab.panelId, selected: child.tab === shown, keepMounted } : null;
          return (
            <TabSlotContext key={child.key} value={slot}>
              {child.node}
            </TabSlotContext>
          );
        })}
      </div>
    </div>
  );
}
