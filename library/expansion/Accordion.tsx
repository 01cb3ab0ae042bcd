import { useCallback, useMemo, useRef, type ComponentPropsWithoutRef, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { colorProp, composeHandlers, cx, dataFlag, textOnPage, withoutRenamedProps } from '../core/index.ts';
import { AccordionContext, type AccordionContextValue, type PanelHandle } from './AccordionContext.ts';
import type { AccordionVariant, ExpandIconPosition } from './constants.ts';
import './Expansion.scss';

export interface AccordionProps extends Omit<ComponentPropsWithoutRef<'div'>, 'color'> {
  /**
   * Lets several panels be open at once; otherwise a person opening one closes the others.
   * @default false
   */
  multiple?: boolean;
  /** Accent colour of the expand icons and of the open panel's edge: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); the theme's primary colour when not given, or for a value that is no colour (which warns in development). */
  color?: string;
  /**
   * Which side of the header the expand icon is on.
   * @default 'left'
   */
  expandIconPosition?: ExpandIconPosition;
  /**
   * How the panels are drawn: separated by lines ('default'), inside one border ('bordered'), or as separate cards ('card').
   * @default 'default'
   */
  variant?: AccordionVariant;
  /**
   * Keeps the content of collapsed panels mounted (and hidden), so their state, timers and media carry on; otherwise a panel's content is rendered only while it is open or closing. A panel's own keepMounted wins.
   * @default false
   */
  keepMounted?: boolean;
  /** Ref to the accordion's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const HEADER_SELECTOR = '[data-aq-panel-header]';

/**
 * A stack of `ExpansionPanel`s whose headers show and hide their content. Unless `multiple` is on, opening
 * one panel closes the others; the arrow keys, Home and End move between the headers.
 */
export function Accordion({
  multiple = false,
  color,
  expandIconPosition = 'left',
  variant = 'default',
  keepMounted = false,
  className,
  style,
  onKeyDown,
  children,
  ref,
  ...rest
}: AccordionProps) {
  const panels = useRef(new Map<string, PanelHandle>());

  // The accent must stand out from the page (3:1, as for any graphic) in each theme.
  const accent = useMemo(() => {
    const accentColor = colorProp(color, { prop: 'Accordion color', computes: true });
    return accentColor === undefined ? undefined : textOnPage(accentColor, 3);
  }, [color]);

  const register = useCallback((id: string, handle: PanelHandle) => {
    panels.current.set(id, handle);
    return () => void panels.current.delete(id);
  }, []);
  // A disabled panel closes too: disabled stops people toggling it, not the accordion.
  const opened = useCallback(
    (id: string) => {
      if (multiple) return;
      for (const [other, handle] of panels.current) if (other !== id) handle.collapse();
    },
    [multiple],
  );
  const context = useMemo<AccordionContextValue>(
    () => ({ multiple, iconPosition: expandIconPosition, keepMounted, register, opened }),
    [multiple, expandIconPosition, keepMounted, register, opened],
  );

  const moveBetweenHeaders = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = event.currentTarget;
    const target = event.target as HTMLElement;
    if (!target.matches(HEADER_SELECTOR)) return;
    // Only this accordion's own headers: a nested accordion moves between its own.
    const headers = [...root.querySelectorAll<HTMLButtonElement>(HEADER_SELECTOR)].filter(
      (header) => header.closest('.aq-accordion') === root && !header.disabled,
    );
    const at = headers.indexOf(target as HTMLButtonElement);
    if (at < 0) return;
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % headers.length,
      ArrowUp: (at - 1 + headers.length) % headers.length,
      Home: 0,
      End: headers.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault(); // the keys would otherwise scroll the page
    headers[next[event.key]].focus();
  };

  return (
    <div
      {...withoutRenamedProps('Accordion', rest)}
      ref={ref}
      className={cx('aq-accordion', className)}
      style={{ '--aq-accordion-color-light': accent?.light, '--aq-accordion-color-dark': accent?.dark, ...style } as CSSProperties}
      onKeyDown={composeHandlers(onKeyDown, moveBetweenHeaders)}
      data-variant={variant}
      data-multiple={dataFlag(multiple)}
    >
      <AccordionContext value={context}>{children}</AccordionContext>
    </div>
  );
}
