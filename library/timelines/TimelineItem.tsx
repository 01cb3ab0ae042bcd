import { useContext, useMemo, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { colorProp, cx, dataFlag, hasContent, textOnPage, withoutRenamedProps } from '../core/index.ts';
import { TIMELINE_DEFAULT_COLOR } from './constants.ts';
import { TimelineModeContext } from './TimelineContext.ts';

export interface TimelineItemProps extends Omit<ComponentPropsWithoutRef<'li'>, 'color'> {
  /**
   * Colour of the item's dot (and of a custom dot that uses currentColor, and of its tail with tailColor): any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour draws the default and warns in development.
   * @default '#1890ff'
   */
  color?: string;
  /** A custom node drawn on the line instead of the dot, such as an icon; it is decorative, so keep its meaning in the content. */
  dot?: ReactNode;
  /** Text on the other side of the line from the content, such as a date; read before the content (not shown in the 'default' mode). */
  label?: ReactNode;
  /**
   * Draws the line from this item's dot to the next one in the item's colour.
   * @default false
   */
  tailColor?: boolean;
  /** Ref to the item's `<li>`. */
  ref?: Ref<HTMLLIElement>;
}

/** One event of a `Timeline`: a dot on the line, its content, and an optional label across from it. */
export function TimelineItem({
  color = TIMELINE_DEFAULT_COLOR,
  dot,
  label,
  tailColor = false,
  className,
  style,
  children,
  ref,
  ...rest
}: TimelineItemProps) {
  // A dot needs 3:1 against the page; dark colours such as indigo get a lighter shade in the dark theme.
  const colors = useMemo(() => {
    const dotColor = colorProp(color, { prop: 'TimelineItem color', fallback: TIMELINE_DEFAULT_COLOR, computes: true })!;
    return { light: dotColor.css, dark: textOnPage(dotColor, 3).dark };
  }, [color]);
  const customDot = hasContent(dot);
  const showLabel = useContext(TimelineModeContext) !== 'default' && hasContent(label);

  return (
    <li
      {...withoutRenamedProps('TimelineItem', rest)}
      ref={ref}
      className={cx('aq-timeline__item', className)}
      style={{ '--aq-timeline-color': colors.light, '--aq-timeline-color-on-dark': colors.dark, ...style } as CSSProperties}
      data-custom-dot={dataFlag(customDot)}
      data-tail-color={dataFlag(tailColor)}
    >
      {showLabel && <div className="aq-timeline__label">{label}</div>}
      <div className="aq-timeline__axis" aria-hidden="true">
        {customDot ? <span className="aq-timeline__custom-dot">{dot}</span> : <span className="aq-timeline__dot" />}
      </div>
      <div className="aq-timeline__content">{children}</div>
    </li>
  );
}
