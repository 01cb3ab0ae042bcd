import type { CSSProperties, InputHTMLAttributes } from 'react';
import {
  cx,
  dataFlag,
  hasContent,
  useCheckedState,
  withoutRenamedProps,
  type CheckedStateProps,
  type ChoiceInputProps,
} from '../core/index.ts';
import { namedSize } from '../core/namedSize.ts';
import { SWITCH_SIZES, type SwitchSize } from './constants.ts';
import './Switch.scss';

export interface SwitchProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      // The native onChange is left out: onCheckedChange is the one handler of a change.
      'type' | 'role' | 'checked' | 'defaultChecked' | 'onChange' | 'children' | 'size'
    >,
    CheckedStateProps,
    ChoiceInputProps {
  /**
   * Track size: 'small' (32 × 16 px), 'medium' (44 × 22 px) or 'large' (56 × 28 px).
   * @default 'medium'
   */
  size?: SwitchSize;
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
}

/**
 * An on/off switch for a setting that takes effect at once. It is a native checkbox with the switch
 * role, so screen readers say "on" and "off" and forms submit it like a checkbox.
 */
export function Switch({
  checked,
  defaultChecked,
  onCheckedChange,
  size = 'medium',
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
    onCheckedChange,
    name: 'Switch',
    readOnly: rest.readOnly,
  });
  // A size is a matter of looks: an unknown one warns in development and draws the medium one.
  const sizeName: SwitchSize = namedSize('Switch', size, 'medium');
  const track = SWITCH_SIZES[sizeName];
  const label = hasContent(children) && <span className="aq-switch__label">{children}</span>;

  return (
    <label
      {...wrapperProps}
      className={cx('aq-switch', wrapperProps?.className)}
      style={
        { '--aq-switch-width': `${track.width}px`, '--aq-switch-height': `${track.height}px`, ...wrapperProps?.style } as CSSProperties
      }
      data-state={current ? 'checked' : 'unchecked'}
      data-size={sizeName}
      data-label-position={labelPosition}
      data-disabled={dataFlag(disabled)}
    >
      {labelPosition === 'before' && label}
      <input
        {...withoutRenamedProps('Switch', rest)}
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
