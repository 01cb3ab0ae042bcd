import { useCallback, useMemo, useRef, type ComponentPropsWithoutRef, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { colorProp, composeHandlers, cx, dataFlag, textOnPage } from '../core/index.ts';
import { AccordionContext, type AccordionContextValue, type PanelHandle } from './AccordionContext.ts';
import type { AccordionType, ExpandIconPosition } from './constants.ts';
import './Expansion.scss';

export interface AccordionProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * Lets several panels be open at once; otherwise opening one closes the others.
   * @default false
   */
  multi?: boolean;
  /** Accent colour of the expand icons and of the open panel's edge: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); the theme's primary colour when not given, or for a value that is no colour (which warns in development). */
  ngxColor?: string;
  /**
   * Which side of the header the expand icon is on.
   * @default 'left'
   */
  ngxExpandIconPosition?: ExpandIconPosition;
  /**
   * How the panels are drawn: separated by lines ('default'), inside one border ('bordered'), or as separate cards ('card').
   * @default 'default'
   */
  ngxType?: AccordionType;
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
 * A stack of `ExpansionPanel`s whose headers show and hide their content. Unless `multi` is on, opening
 * one panel closes the others; the arrow keys, Home and End move between the headers.
 */
export function Accordion({
  multi = false,
  ngxColor,
  ngxExpandIconPosition = 'left',
  ngxType = 'default',
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
    const color = colorProp(ngxColor, { prop: 'Accordion ngxColor', computes: true });
    return color === undefined ? undefined : textOnPage(color, 3);
  }, [ngxColor]);

  const register = useCallback((id: string, handle: PanelHandle) => {
    panels.current.set(id, handle);
    return () => void panels.current.delete(id);
  }, []);
  // A disabled panel closes too: disabled stops people toggling it, not the accordion.
  const opened = useCallback(
    (id: string) => {
      if (multi) return;
      for (const [other, handle] of panels.current) if (other !== id) handle.collapse();
    },
    [multi],
  );
  const context = useMemo<AccordionContextValue>(
    () => ({ multi, iconPosition: ngxExpandIconPosition, keepMounted, register, opened }),
    [multi, ngxExpandIconPosition, keepMounted, register, opened],
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
      {...rest}
      ref={ref}
      className={cx('aq-accordion', className)}
      style={{ '--aq-accordion-color-light': accent?.light, '--aq-accordion-color-dark': accent?.dark, ...style } as CSSProperties}
      onKeyDown={composeHandlers(onKeyDown, moveBetweenHeaders)}
      data-type={ngxType}
      data-multi={dataFlag(multi)}
    >
      <AccordionContext value={context}>{children}</AccordionContext>
    </div>
  );
}
