import { useMemo, type CSSProperties, type InputHTMLAttributes } from 'react';
import {
  colorProp,
  composeHandlers,
  controlSizePx,
  cx,
  dataFlag,
  hasContent,
  withoutRenamedProps,
  type ChoiceInputProps,
  type ChoiceMarkProps,
} from '../core/index.ts';
import { RADIO_DEFAULT_COLOR, RADIO_SIZES } from './constants.ts';
import { useRadioGroup, type RadioValue } from './RadioGroupContext.ts';
import './RadioButton.scss';

export interface RadioButtonProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'children' | 'size' | 'color'>,
    ChoiceMarkProps,
    ChoiceInputProps {
  /** The value this button stands for; inside a `RadioGroup`, the group's value when it is chosen. */
  value?: RadioValue;
  /** Whether the button is checked. Inside a `RadioGroup` the group decides, and this is ignored. */
  checked?: boolean;
  /**
   * Disables the button (a disabled group disables all of its buttons); it is drawn in #9E9E9E.
   * @default false
   */
  disabled?: boolean;
}

/**
 * A radio button: one choice of several. Put it in a `RadioGroup`, which holds the chosen value and
 * reports each choice through its `onChange`, or use it on its own with `checked` and native `name`/`onChange`.
 */
export function RadioButton({
  value,
  checked,
  color = RADIO_DEFAULT_COLOR,
  size = 'medium',
  disabled = false,
  children,
  wrapperProps,
  name,
  className,
  onChange,
  ref,
  ...rest
}: RadioButtonProps) {
  const group = useRadioGroup();
  const pixels = controlSizePx('RadioButton', size, RADIO_SIZES);
  // Read even when disabled, so a value that is no colour is reported in every state.
  const customColor = useMemo(() => colorProp(color, { prop: 'RadioButton color', fallback: RADIO_DEFAULT_COLOR })?.css, [color]);
  const isDisabled = disabled || (group?.disabled ?? false);
  const fill = isDisabled ? undefined : customColor;
  const isChecked = group ? value !== undefined && group.value === value : checked;

  // On change, not on click: choosing the button that is already chosen changes nothing.
  const choose = () => {
    if (group && value !== undefined) group.select(value);
  };

  return (
    <label
      {...wrapperProps}
      className={cx('aq-radio', wrapperProps?.className)}
      style={{ '--aq-radio-size': `${pixels}px`, '--aq-radio-color': fill, ...wrapperProps?.style } as CSSProperties}
      data-state={isChecked ? 'checked' : 'unchecked'}
      data-disabled={dataFlag(isDisabled)}
    >
      <input
        {...withoutRenamedProps('RadioButton', rest)}
        ref={ref}
        type="radio"
        name={group?.name ?? name}
        value={value === undefined ? undefined : String(value)}
        className={cx('aq-radio__control', className)}
        checked={isChecked}
        disabled={isDisabled}
        onChange={composeHandlers(onChange, choose)}
      />
      {hasContent(children) && <span className="aq-radio__label">{children}</span>}
    </label>
  );
}
