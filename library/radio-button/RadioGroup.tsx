import { useMemo, type ComponentPropsWithoutRef, type Ref } from 'react';
import { cx, dataFlag, useControllableState, useStableId } from '../core/index.ts';
import { RadioGroupContext, type RadioValue } from './RadioGroupContext.ts';
import './RadioGroup.scss';

export interface RadioGroupProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue'> {
  /** The `value` of the chosen radio button, when controlled; `null` for none. */
  value?: RadioValue | null;
  /**
   * The value chosen at first, when uncontrolled.
   * @default null
   */
  defaultValue?: RadioValue | null;
  /** Called with the `value` of the radio button the person chooses (never for a new `value`). */
  onChange?: (value: RadioValue) => void;
  /**
   * The `name` of the group's inputs, sent with a form. One is generated when you give none.
   */
  name?: string;
  /**
   * Disables every radio button of the group.
   * @default false
   */
  disabled?: boolean;
  /**
   * Lays the buttons out in a row or a column; arrow keys move either way.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
  /** Ref to the group's `<div role="radiogroup">`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of radio buttons of which one is chosen. It is a `radiogroup`: Tab enters it at the chosen
 * button, and the arrow keys move the choice — the buttons are native radios sharing one name.
 */
export function RadioGroup({
  value,
  defaultValue = null,
  onChange,
  name,
  disabled = false,
  orientation = 'horizontal',
  className,
  children,
  ref,
  ...rest
}: RadioGroupProps) {
  const [current, setCurrent] = useControllableState<RadioValue | null>({
    value,
    defaultValue,
    onChange: onChange as ((value: RadioValue | null) => void) | undefined,
    name: 'RadioGroup',
    prop: 'value',
    handler: 'onChange',
    defaultProp: 'defaultValue',
  });
  const groupName = useStableId(name);
  const context = useMemo(
    () => ({ name: groupName, value: current, select: setCurrent, disabled }),
    [groupName, current, setCurrent, disabled],
  );

  return (
    <div
      role="radiogroup"
      aria-disabled={disabled || undefined}
      aria-orientation={orientation}
      {...rest}
      ref={ref}
      className={cx('aq-radio-group', className)}
      data-orientation={orientation}
      data-disabled={dataFlag(disabled)}
    >
      <RadioGroupContext value={context}>{children}</RadioGroupContext>
    </div>
  );
}
