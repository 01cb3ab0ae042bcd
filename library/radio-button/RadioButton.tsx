import {
  useMemo,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type InputHTMLAttributes,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { colorProp, composeHandlers, cx, dataFlag, hasContent, useStableId } from '../core/index.ts';
import { useControlSize } from '../core/controlSize.ts';
import { RADIO_DEFAULT_COLOR, RADIO_SIZES } from './constants.ts';
import { useRadioGroup, type RadioValue } from './RadioGroupContext.ts';
import './RadioButton.scss';

/** What `onRadioClick` receives. */
export interface RadioClickEvent {
  /** The input's id (yours, or the generated one). */
  id: string;
  /** Whether the button is checked after the click: always true, as a radio button is only ever chosen by a person. */
  checked: boolean;
  disabled: boolean;
  /** The fill colour, as given in `ngxColor`. */
  colour: string;
  /** The button's `ngxValue`. */
  value: RadioValue | undefined;
  /** The same as `colour`, under the button's prop name. */
  ngxColor: string;
  /** The same as `value`, under the button's prop name. */
  ngxValue: RadioValue | undefined;
}

export interface RadioButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'children' | 'size'> {
  /** The value this button stands for; inside a `RadioGroup`, the group's value when it is chosen. */
  ngxValue?: RadioValue;
  /** Whether the button is checked. Inside a `RadioGroup` the group decides, and this is ignored. */
  checked?: boolean;
  /**
   * Fill colour of the checked button: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour draws the default and warns in development. A disabled button is #9E9E9E whatever this says.
   * @default '#1890FF'
   */
  ngxColor?: string;
  /**
   * Circle size: 'small' (14 px), 'default' (18 px), 'large' (22 px) or a number of pixels.
   * @default 'default'
   */
  ngxSize?: 'small' | 'default' | 'large' | number;
  /**
   * Disables the button (a disabled group disables all of its buttons); it is drawn in #9E9E9E.
   * @default false
   */
  disabled?: boolean;
  /** Called when the person chooses this button (by click, label or arrow key), with `{ id, checked, disabled, colour, value }`. */
  onRadioClick?: (event: RadioClickEvent) => void;
  /** The label beside the circle; clicking it chooses the button. */
  children?: ReactNode;
  /** Props for the `<label>` around the circle and its text; `className`, `style` and native attributes go to the `<input>`. */
  wrapperProps?: Omit<ComponentPropsWithoutRef<'label'>, 'children'>;
  /** Ref to the native `<input type="radio">`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A radio button: one choice of several. Put it in a `RadioGroup`, which holds the chosen value, or
 * use it on its own with `checked` and native `name`/`onChange`.
 */
export function RadioButton({
  ngxValue,
  checked,
  ngxColor = RADIO_DEFAULT_COLOR,
  ngxSize = 'default',
  disabled = false,
  onRadioClick,
  children,
  wrapperProps,
  id,
  name,
  className,
  onChange,
  ref,
  ...rest
}: RadioButtonProps) {
  const group = useRadioGroup();
  const inputId = useStableId(id);
  const size = useControlSize(ngxSize, RADIO_SIZES);
  // Read even when disabled, so a value that is no colour is reported in every state.
  const customColor = useMemo(
    () => colorProp(ngxColor, { prop: 'RadioButton ngxColor', fallback: RADIO_DEFAULT_COLOR })?.css,
    [ngxColor],
  );
  const isDisabled = disabled || (group?.disabled ?? false);
  const color = isDisabled ? undefined : customColor;
  const isChecked = group ? ngxValue !== undefined && group.value === ngxValue : checked;

  // Reported on change, not on click: choosing the button that is already chosen changes nothing.
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    if (group && ngxValue !== undefined) group.select(ngxValue);
    const { checked: isNowChecked } = event.currentTarget;
    onRadioClick?.({
      id: inputId,
      checked: isNowChecked,
      disabled: isDisabled,
      colour: ngxColor,
      value: ngxValue,
      ngxColor,
      ngxValue,
    });
  };

  return (
    <label
      {...wrapperProps}
      className={cx('aq-radio', wrapperProps?.className)}
      style={{ '--aq-radio-size': `${size}px`, '--aq-radio-color': color, ...wrapperProps?.style } as CSSProperties}
      data-state={isChecked ? 'checked' : 'unchecked'}
      data-disabled={dataFlag(isDisabled)}
    >
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="radio"
        name={group?.name ?? name}
        value={ngxValue === undefined ? undefined : String(ngxValue)}
        className={cx('aq-radio__control', className)}
        checked={isChecked}
        disabled={isDisabled}
        onChange={composeHandlers(onChange, choose)}
      />
      {hasContent(children) && <span className="aq-radio__label">{children}</span>}
    </label>
  );
}
