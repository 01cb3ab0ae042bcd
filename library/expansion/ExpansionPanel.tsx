import {
  createElement,
  useLayoutEffect,
  useState,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cx, dataFlag, useControllableState, useStableId, useTransitionPresence, withoutRenamedProps } from '../core/index.ts';
import { useAccordion } from './AccordionContext.ts';
import { PANEL_HEADING_LEVEL, type PanelHeadingLevel } from './constants.ts';
import './Expansion.scss';

export interface ExpansionPanelProps extends ComponentPropsWithoutRef<'div'> {
  /** The header's text, or any node; it names the header button and the content region. */
  label: ReactNode;
  /** Whether the panel is open, when controlled: pair it with onExpandedChange, or the panel stays as it says (and warns in development). */
  expanded?: boolean;
  /**
   * Whether the panel starts open, when uncontrolled: from there it opens and closes by itself.
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called with the new state when a person opens or closes the panel by its header, or opens another panel of its accordion that closes this one; never on mount, nor when `expanded` changes. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * Disables the panel: its header does not respond (it still closes when another panel of its accordion opens, unless multiple).
   * @default false
   */
  disabled?: boolean;
  /**
   * Keeps the content mounted (and hidden) while the panel is collapsed, so its state, timers and media carry on; otherwise it mounts as the panel opens and unmounts once it has folded. Inside an Accordion, the accordion's keepMounted when not given.
   * @default false
   */
  keepMounted?: boolean;
  /**
   * Hides the expand icon; the header still toggles the panel.
   * @default false
   */
  hideToggle?: boolean;
  /**
   * The level of the heading around the header button, to fit the page's outline.
   * @default 3
   */
  headingLevel?: PanelHeadingLevel;
  /** Called when the header is clicked, before the panel toggles; `event.preventDefault()` keeps it as it is. */
  onHeaderClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Ref to the panel's outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One panel of an `Accordion` (or on its own): a heading whose button shows and hides the content below
 * it, with the open and close animated unless reduced motion is asked for.
 */
export function ExpansionPanel({
  label,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  disabled = false,
  hideToggle = false,
  headingLevel = PANEL_HEADING_LEVEL,
  keepMounted: keepMountedProp,
  onHeaderClick,
  className,
  children,
  ref,
  ...rest
}: ExpansionPanelProps) {
  const accordion = useAccordion();
  const [expanded, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
    name: 'ExpansionPanel',
    prop: 'expanded',
  });
  const id = useStableId();
  const headerId = `${id}-header`;
  const regionId = `${id}-content`;

  const register = accordion?.register;
  useLayoutEffect(() => register?.(id, { collapse: () => setExpanded(false) }), [register, id, setExpanded]);

  // The content mounts as the panel opens, so the rows unfold around it, and leaves once they have folded.
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const present = useTransitionPresence(expanded, region);
  const keepMounted = keepMountedProp ?? accordion?.keepMounted ?? false;

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    onHeaderClick?.(event);
    if (event.defaultPrevented) return;
    setExpanded(!expanded);
    // The others close in the same press, so each owner hears of it from the person's act. A panel the app
    // opens through `expanded` leaves them to the app, which holds that state.
    if (!expanded) accordion?.opened(id);
  };

  const state = expanded ? 'open' : 'closed';
  return (
    <div
      {...withoutRenamedProps('ExpansionPanel', rest)}
      ref={ref}
      className={cx('aq-expansion-panel', className)}
      data-state={state}
      data-disabled={dataFlag(disabled)}
      data-icon-position={accordion?.iconPosition ?? 'left'}
      data-hide-toggle={dataFlag(hideToggle)}
    >
      {createElement(
        `h${headingLevel}`,
        { className: 'aq-expansion-panel__heading' },
        <button
          type="button"
          id={headerId}
          className="aq-expansion-panel__header"
          aria-expanded={expanded}
          aria-controls={regionId}
          disabled={disabled}
          onClick={toggle}
          data-aq-panel-header=""
        >
          {!hideToggle && (
            <span className="aq-expansion-panel__icon" aria-hidden="true">
              <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
                <path
                  d="M4 6l4 4 4-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
          )}
          <span className="aq-expansion-panel__label">{label}</span>
        </button>,
      )}
      {/* The region itself always stays, for the header's aria-controls; the stylesheet keeps it laid out while
          collapsed so the height animates, and hides it at the end. */}
      <div
        ref={setRegion}
        id={regionId}
        role="region"
        aria-labelledby={headerId}
        className="aq-expansion-panel__region"
        hidden={!expanded}
        data-state={state}
      >
        <div className="aq-expansion-panel__body">
          <div className="aq-expansion-panel__content">{keepMounted || present ? children : null}</div>
        </div>
      </div>
    </div>
  );
}
