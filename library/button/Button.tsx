import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type Ref } from 'react';
import { colorProp, cx, dataFlag, textOn, textOnPage, withoutRenamedProps } from '../core/index.ts';
import './Button.scss';

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'color'> {
  /**
   * How the button is painted: solid, outlined, text only, or raised on a surface.
   * @default 'filled'
   */
  variant?: 'filled' | 'outlined' | 'text' | 'elevated';
  /**
   * Corner rounding: 2 px, 4 px, 6 px or a pill.
   * @default 'medium'
   */
  radius?: 'small' | 'medium' | 'large' | 'full';
  /**
   * Height and font size of the button: 24 px with 12 px text, 32 px with 14 px text, or 40 px with 16 px text.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /** Custom colour replacing the theme's primary colour: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour keeps the theme's and warns in development. */
  color?: string;
  /**
   * Disables the button: it cannot be focused or clicked.
   * @default false
   */
  disabled?: boolean;
  /**
   * The native button type; "button" so that a button inside a form does not submit it by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Ref to the rendered `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

export type ButtonVariant = NonNullable<ButtonProps['variant']>;
export type ButtonRadius = NonNullable<ButtonProps['radius']>;
export type ButtonSize = NonNullable<ButtonProps['size']>;

/** The per-instance CSS variables of a custom colour; none (the theme's primary) without one, or for one that is no colour. */
function colorVariables(value: string | undefined): CSSProperties | undefined {
  const color = colorProp(value, { prop: 'Button color', computes: true });
  if (color === undefined) return undefined;
  const text = textOnPage(color);
  return {
    '--aq-button-color': color.css,
    // The theme's own "on primary" only fits the theme's primary.
    '--aq-button-on-color': textOn(color),
    '--aq-button-text-on-light': text.light,
    '--aq-button-text-on-dark': text.dark,
  } as CSSProperties;
}

/** A native `<button>` with the library's variants, sizes, corner radii and an optional custom colour. */
export function Button({
  variant = 'filled',
  radius = 'medium',
  size = 'medium',
  color,
  disabled = false,
  type = 'button',
  className,
  style,
  ref,
  ...rest
}: ButtonProps) {
  const variables = useMemo(() => colorVariables(color), [color]);

  return (
    <button
      {...withoutRenamedProps('Button', rest)}
      ref={ref}
      type={type}
      disabled={disabled}
      className={cx('aq-button', className)}
      style={{ ...variables, ...style }}
      data-variant={variant}
      data-radius={radius}
      data-size={size}
      data-disabled={dataFlag(disabled)}
      data-custom-color={dataFlag(variables !== undefined)}
    />
  );
}
