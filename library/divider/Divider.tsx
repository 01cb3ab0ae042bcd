import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { colorProp, cx, dataFlag, hasContent, useStableId } from '../core/index.ts';
import './Divider.scss';

export interface DividerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * Draws the line dashed instead of solid.
   * @default false
   */
  dashed?: boolean;
  /**
   * Colour of the line: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour draws the default and warns in development. The text keeps the theme's text colour.
   * @default '#6b727c'
   */
  colour?: string;
  /**
   * Where the text sits on a horizontal divider.
   * @default 'center'
   */
  orientation?: 'left' | 'center' | 'right';
  /**
   * A horizontal rule between blocks, or a vertical bar between inline items.
   * @default 'horizontal'
   */
  type?: 'horizontal' | 'vertical';
  /** Optional text shown in the line of a horizontal divider; it also names the separator. Vertical dividers show no text. */
  children?: ReactNode;
  /** Ref to the rendered separator: a `<div>` when horizontal, a `<span>` when vertical. */
  ref?: Ref<HTMLElement>;
}

export type DividerOrientation = NonNullable<DividerProps['orientation']>;
export type DividerType = NonNullable<DividerProps['type']>;

export const DIVIDER_DEFAULT_COLOUR = '#6b727c';

/** A line that separates content, horizontally with optional text, or vertically between inline items. */
export function Divider({
  dashed = false,
  colour = DIVIDER_DEFAULT_COLOUR,
  orientation = 'center',
  type = 'horizontal',
  children,
  className,
  style,
  ref,
  ...rest
}: DividerProps) {
  const lineColour = useMemo(() => colorProp(colour, { prop: 'Divider colour', fallback: DIVIDER_DEFAULT_COLOUR })?.css, [colour]);
  const textId = useStableId();
  const withText = type === 'horizontal' && hasContent(children);
  // A vertical divider sits among inline content (links in a paragraph), where a <div> is invalid.
  const Element = type === 'vertical' ? 'span' : 'div';

  return (
    <Element
      role="separator"
      aria-orientation={type}
      // A separator's children are presentational, so the text names it instead of being lost.
      aria-labelledby={withText && rest['aria-label'] === undefined ? textId : undefined}
      {...rest}
      ref={ref as Ref<HTMLDivElement & HTMLSpanElement>}
      className={cx('aq-divider', className)}
      style={{ '--aq-divider-color': lineColour, ...style } as CSSProperties}
      data-type={type}
      data-orientation={orientation}
      data-dashed={dataFlag(dashed)}
      data-with-text={dataFlag(withText)}
    >
      {withText && (
        <span id={textId} className="aq-divider__text">
          {children}
        </span>
      )}
    </Element>
  );
}
