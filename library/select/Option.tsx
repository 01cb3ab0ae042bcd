import { useEffect, type ComponentPropsWithoutRef, type MouseEvent, type Ref } from 'react';
import { Check } from 'lucide-react';
import { composeHandlers, cx, dataFlag, warnOnce } from '../core/index.ts';
import { OPTION_OUTSIDE_SELECT, type SelectValue } from './constants.ts';
import { useSelectContext } from './context.ts';

export interface OptionProps extends Omit<ComponentPropsWithoutRef<'li'>, 'value' | 'role'> {
  /** The value the option stands for: what the select's onChange receives when it is chosen. */
  value: SelectValue;
  /** The text shown in the field and matched by autocomplete; defaults to the option's text content. */
  label?: string;
  /**
   * Shows the option but keeps it from being chosen; the keyboard skips it.
   * @default false
   */
  disabled?: boolean;
  /**
   * Chooses the option at first, when the select has neither value nor defaultValue.
   * @default false
   */
  selected?: boolean;
  /** Ref to the option's <li role="option">, rendered while the list is open. */
  ref?: Ref<HTMLLIElement>;
}

/**
 * One choice of a Select: an option of its listbox. Its text is its label unless label says otherwise.
 * Place options as children of the select, directly, in an array or in a fragment.
 */
export function Option({
  value,
  label: _label,
  disabled: _disabled,
  selected: _selected,
  children,
  className,
  onClick,
  onMouseMove,
  ref,
  ...rest
}: OptionProps) {
  const select = useSelectContext();
  if (!select) warnOnce(`Aquila UI: ${OPTION_OUTSIDE_SELECT} It renders nothing.`);
  const state = select?.stateOf(value);

  useEffect(() => {
    if (select && !state && process.env.NODE_ENV !== 'production') {
      console.warn(
        `Aquila UI: the Option with value ${JSON.stringify(value)} is not a child of its Select (directly, in an array or in a fragment), so it is not shown.`,
      );
    }
  }, [select, state, value]);

  if (!select || !state || !state.visible) return null;

  return (
    <li
      {...rest}
      ref={ref}
      id={state.id}
      role="option"
      aria-selected={state.selected}
      aria-disabled={state.disabled || undefined}
      className={cx('aq-option', className)}
      data-selected={dataFlag(state.selected)}
      data-active={dataFlag(state.active)}
      data-disabled={dataFlag(state.disabled)}
      onClick={composeHandlers(onClick, () => select.choose(state.index))}
      onMouseMove={composeHandlers(onMouseMove, (event: MouseEvent<HTMLLIElement>) => {
        if (!state.active && !event.defaultPrevented) select.activate(state.index);
      })}
    >
      {select.multiple && (
        <span className="aq-option__check" aria-hidden="true">
          {state.selected && <Check size={12} strokeWidth={3} aria-hidden="true" focusable="false" />}
        </span>
      )}
      <span className="aq-option__label">{children}</span>
    </li>
  );
}
