import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import {
  colorProp,
  cx,
  dataFlag,
  hasContent,
  shownValue,
  useStableId,
  warnOnce,
  warnRenamedValue,
  withoutRenamedProps,
} from '../core/index.ts';
import './Divider.scss';

export interface DividerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'color'> {
  /**
   * Draws the line dashed instead of solid.
   * @default false
   */
  dashed?: boolean;
  /**
   * Colour of the line: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour draws the default and warns in development. The text keeps the theme's text colour.
   * @default '#6b727c'
   */
  color?: string;
  /**
   * Where the text sits on a horizontal divider.
   * @default 'center'
   */
  labelPosition?: 'left' | 'center' | 'right';
  /**
   * A horizontal rule between blocks, or a vertical bar between inline items.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
  /** Optional text shown in the line of a horizontal divider; it also names the separator. Vertical dividers show no text. */
  children?: ReactNode;
  /** Ref to the rendered separator: a `<div>` when horizontal, a `<span>` when vertical. */
  ref?: Ref<HTMLElement>;
}

export type DividerOrientation = NonNullable<DividerProps['orientation']>;
export type DividerLabelPosition = NonNullable<DividerProps['labelPosition']>;

export const DIVIDER_DEFAULT_COLOR = '#6b727c';

const ORIENTATIONS: readonly unknown[] = ['horizontal', 'vertical'] satisfies DividerOrientation[];

/**
 * The orientation drawn: a line's direction is a matter of looks, so anything else is horizontal, with a
 * warning in development — naming `labelPosition` for 0.x's text positions, which `orientation` was then.
 */
function drawnOrientation(orientation: unknown): DividerOrientation {
  if (ORIENTATIONS.includes(orientation)) return orientation as DividerOrientation;
  if (!warnRenamedValue('Divider', 'orientation', orientation)) {
    warnOnce(
      `Aquila UI: Divider orientation must be 'horizontal' or 'vertical'; got ${shownValue(orientation)}. 'horizontal' is used.`,
    );
  }
  return 'horizontal';
}

/** A line that separates content, horizontally with optional text, or vertically between inline items. */
export function Divider({
  dashed = false,
  color = DIVIDER_DEFAULT_COLOR,
  labelPosition = 'center',
  orientation: orientationProp = 'horizontal',
  children,
  className,
  style,
  ref,
  ...rest
}: DividerProps) {
  const lineColor = useMemo(() => colorProp(color, { prop: 'Divider color', fallback: DIVIDER_DEFAULT_COLOR })?.css, [color]);
  const orientation = drawnOrientation(orientationProp);
  const textId = useStableId();
  const withText = orientation === 'horizontal' && hasContent(children);
  // A vertical divider sits among inline content (links in a paragraph), where a <div> is invalid.
  const Element = orientation === 'vertical' ? 'span' : 'div';

  return (
    <Element
      role="separator"
      aria-orientation={orientation}
      // A separator's children are presentational, so the text names it instead of being lost.
      aria-labelledby={withText && rest['aria-label'] === undefined ? textId : undefined}
      {...withoutRenamedProps('Divider', rest)}
      ref={ref as Ref<HTMLDivElement & HTMLSpanElement>}
      className={cx('aq-divider', className)}
      style={{ '--aq-divider-color': lineColor, ...style } as CSSProperties}
      data-orientation={orientation}
      data-label-position={labelPosition}
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
