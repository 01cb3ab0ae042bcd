import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type Ref } from 'react';
import { colorProp, cx, dataFlag, textOn, textOnPage } from '../core/index.ts';
import './Button.scss';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /**
   * How the button is painted: solid, outlined, text only, or raised on a surface.
   * @default 'filled'
   */
  buttonFillMode?: 'filled' | 'outlined' | 'text' | 'elevated';
  /**
   * Corner rounding: 2 px, 4 px, 6 px or a pill.
   * @default 'medium'
   */
  buttonRounded?: 'small' | 'medium' | 'large' | 'full';
  /**
   * Height and font size of the button: 24 px with 12 px text, 32 px with 14 px text, or 40 px with 16 px text.
   * @default 'medium'
   */
  buttonSize?: 'small' | 'medium' | 'large';
  /** Custom colour replacing the theme's primary colour: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour keeps the theme's and warns in development. */
  ngxColor?: string;
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

export type ButtonFillMode = NonNullable<ButtonProps['buttonFillMode']>;
export type ButtonRounded = NonNullable<ButtonProps['buttonRounded']>;
export type ButtonSize = NonNullable<ButtonProps['buttonSize']>;

/** The per-instance CSS variables of a custom colour; none (the theme's primary) without one, or for one that is no colour. */
function colorVariables(ngxColor: string | undefined): CSSProperties | undefined {
  const color = colorProp(ngxColor, { prop: 'Button ngxColor', computes: true });
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

/** A native `<button>` with the library's fill modes, sizes, roundings and an optional custom colour. */
export function Button({
  buttonFillMode = 'filled',
  buttonRounded = 'medium',
  buttonSize = 'medium',
  ngxColor,
  disabled = false,
  type = 'button',
  className,
  style,
  ref,
  ...rest
}: ButtonProps) {
  const variables = useMemo(() => colorVariables(ngxColor), [ngxColor]);

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      className={cx('aq-button', className)}
      style={{ ...variables, ...style }}
      data-fill-mode={buttonFillMode}
      data-rounded={buttonRounded}
      data-size={buttonSize}
      data-disabled={dataFlag(disabled)}
      data-custom-color={dataFlag(variables !== undefined)}
    />
  );
}
