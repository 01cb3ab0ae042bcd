import type { ChangeEvent, ComponentPropsWithoutRef, CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx, dataFlag, hasContent, useCheckedState } from '../core/index.ts';
import { useSizeWarning } from '../core/controlSize.ts';
import { SWITCH_SIZES, type SwitchSize } from './constants.ts';
import './Switch.scss';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'checked' | 'defaultChecked' | 'onChange' | 'children' | 'size'
> {
  /** Whether the switch is on, when controlled. */
  checked?: boolean;
  /**
   * Whether the switch starts on, when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new state (and the change event) when the person flips the switch. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Track size: 'small' (32 × 16 px), 'default' (44 × 22 px) or 'large' (56 × 28 px).
   * @default 'default'
   */
  ngxSize?: SwitchSize;
  /**
   * Where the label sits: after the switch or before it.
   * @default 'after'
   */
  labelPosition?: 'after' | 'before';
  /**
   * Disables the switch: it keeps its state and cannot be flipped.
   * @default false
   */
  disabled?: boolean;
  /** The label; clicking it flips the switch. */
  children?: ReactNode;
  /** Props for the `<label>` that holds the switch and its text; `className`, `style` and native attributes of `Switch` go to the `<input>`. */
  wrapperProps?: Omit<ComponentPropsWithoutRef<'label'>, 'children'>;
  /** Ref to the native `<input type="checkbox" role="switch">`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch for a setting that takes effect at once. It is a native checkbox with the switch
 * role, so screen readers say "on" and "off" and forms submit it like a checkbox.
 */
export function Switch({
  checked,
  defaultChecked,
  onChange,
  ngxSize = 'default',
  labelPosition = 'after',
  disabled = false,
  children,
  wrapperProps,
  className,
  ref,
  ...rest
}: SwitchProps) {
  const [current, handleChange] = useCheckedState({
    checked,
    defaultChecked,
    onChange,
    name: 'Switch',
    hasHandler: onChange !== undefined || rest.readOnly === true,
  });
  // A size is a matter of looks: an unknown one warns in development and draws the default.
  const known = Object.hasOwn(SWITCH_SIZES, ngxSize);
  useSizeWarning(
    known ? null : `Aquila UI: Switch ngxSize must be 'small', 'default' or 'large'; got ${String(ngxSize)}. 'default' is used.`,
  );
  const sizeName: SwitchSize = known ? ngxSize : 'default';
  const size = SWITCH_SIZES[sizeName];
  const label = hasContent(children) && <span className="aq-switch__label">{children}</span>;

  return (
    <label
      {...wrapperProps}
      className={cx('aq-switch', wrapperProps?.className)}
      style={
        { '--aq-switch-width': `${size.width}px`, '--aq-switch-height': `${size.height}px`, ...wrapperProps?.style } as CSSProperties
      }
      data-state={current ? 'checked' : 'unchecked'}
      data-size={sizeName}
      data-label-position={labelPosition}
      data-disabled={dataFlag(disabled)}
    >
      {labelPosition === 'before' && label}
      <input
        {...rest}
        ref={ref}
        type="checkbox"
        role="switch"
        className={cx('aq-switch__control', className)}
        checked={current}
        disabled={disabled}
        onChange={handleChange}
      />
      {labelPosition === 'after' && label}
    </label>
  );
}
