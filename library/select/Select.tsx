import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx, dataFlag, hasContent, mergeProps, Portal, useMessages, withoutRenamedProps } from '../core/index.ts';
import { FormField, type FormFieldProps } from '../input/FormField.tsx';
import { InputPrefix, InputSuffix } from '../input/InputAffix.tsx';
import { SELECT_WIDTH, type SelectChange, type SelectModel } from './constants.ts';
import { SelectContext, type SelectContextValue } from './context.ts';
import { HiddenSelect } from './HiddenSelect.tsx';
import { useCombobox } from './useCombobox.ts';
import { useOptionCollection } from './useOptionCollection.ts';
import { useSelectKeyboard } from './useSelectKeyboard.ts';
import { useSelectPopover } from './useSelectPopover.ts';
import { useSelectState } from './useSelectState.ts';
import { useSelectValidation } from './useSelectValidation.ts';
import { selectEnglish } from './english.ts';
import './Select.scss';

export interface SelectProps<Multiple extends boolean = false> extends Omit<
  HTMLAttributes<HTMLElement>,
  'prefix' | 'defaultValue' | 'onChange' | 'children' | 'role' | 'placeholder'
> {
  /** The <Option> elements to choose from: directly, in an array or in a fragment. */
  children?: ReactNode;
  /**
   * Lets the person choose several options: a click toggles an option and the list stays open; the value is an array of label/value pairs.
   * @default false
   */
  multiple?: Multiple;
  /**
   * Makes the field a text box that filters the options by their label (case-insensitive, anywhere in the label); without it typing does not edit the field.
   * @default false
   */
  autocomplete?: boolean;
  /** The chosen value, when controlled: a string or number, or with multiple a label/value pair or an array of them. null or '' chooses nothing; a value no option has is shown as given. */
  value?: SelectModel<Multiple> | null;
  /** The value chosen at first, when uncontrolled; without it the options marked selected are chosen. */
  defaultValue?: SelectModel<Multiple> | null;
  /** Called with the new value when the person chooses an option: the option's value, or with multiple every chosen pair (never for a new `value`). */
  onChange?: (value: SelectChange<Multiple>) => void;
  /** The visible label above the field, naming the field and its list. */
  label?: ReactNode;
  /** Text shown in the field while nothing is chosen. */
  placeholder?: string;
  /** Content before the value inside the field: an icon, a unit. */
  prefix?: ReactNode;
  /** Content after the value inside the field, before the arrow: an icon, a unit. */
  suffix?: ReactNode;
  /**
   * Disables the field: it cannot be focused or opened, and it is left out of form submission and validation.
   * @default false
   */
  disabled?: boolean;
  /**
   * Requires a choice: a red asterisk follows the label, and choosing nothing makes the field invalid.
   * @default false
   */
  required?: boolean;
  /** A regular expression every chosen value must match in whole; otherwise the field is invalid. */
  pattern?: string | RegExp;
  /**
   * The status of the form control that owns the value (from your form state or form library): true marks the field invalid at once.
   * @default false
   */
  invalid?: boolean;
  /** The message shown under the field while it is invalid. */
  errorText?: ReactNode;
  /** Submits the chosen value (one entry per value when multiple) with a native form under this name. */
  name?: string;
  /** Whether the list is open, for a controlled list; leave undefined to let focus, blur and the keyboard decide. */
  open?: boolean;
  /**
   * Whether the list is open at first, for an uncontrolled list.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the list wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * What the list says while no option is shown (autocomplete text that matches none); without it, the nearest AquilaProvider's messages say it (English by default).
   * @default 'No matches'
   */
  noMatchesText?: ReactNode;
  /** Props for the outer field wrapper (label, box and error); className, style and native attributes of Select go to the combobox itself. */
  wrapperProps?: Omit<FormFieldProps, 'label' | 'required' | 'errors' | 'htmlFor' | 'children'>;
  /** Ref to the combobox: a <div>, or the <input> with autocomplete. */
  ref?: Ref<HTMLElement>;
}

/**
 * A field that opens a list of options (WAI-ARIA combobox with a listbox popup): one choice, or several with
 * multiple; with autocomplete the field is a text box that filters the options. The list opens on a press,
 * Enter, Space or Alt+↓ (not when Tab merely passes through), closes as soon as focus moves from the field to
 * anything but the list, and opens upward when there is no room below.
 */
export function Select<Multiple extends boolean = false>({
  children,
  multiple: multipleProp,
  autocomplete = false,
  value,
  defaultValue,
  onChange,
  label,
  placeholder,
  prefix,
  suffix,
  disabled = false,
  required = false,
  pattern,
  invalid = false,
  errorText,
  name,
  open,
  defaultOpen = false,
  onOpenChange,
  noMatchesText: noMatchesTextProp,
  wrapperProps,
  id,
  className,
  tabIndex,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: SelectProps<Multiple>) {
  const selectMessages = useMessages('select', selectEnglish);
  const noMatchesText = noMatchesTextProp ?? selectMessages.noMatches;
  const multiple = multipleProp === true;
  const nativeProps = withoutRenamedProps('Select', rest);
  const collection = useOptionCollection(children);
  const { options, indexOf } = collection;
  const state = useSelectState<Multiple>({
    collection,
    multiple,
    autocomplete,
    disabled,
    value,
    defaultValue,
    onChange,
    open,
    defaultOpen,
    onOpenChange,
  });
  const hasLabel = hasContent(label);
  const combobox = useCombobox({
    state,
    id,
    ref,
    autocomplete,
    disabled,
    hasLabel,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    tabIndex,
    placeholder,
  });
  const { keyboardProps } = useSelectKeyboard({ state, options, autocomplete });
  const popover = useSelectPopover({
    open: state.open,
    activeId: state.active === null ? null : combobox.optionId(state.active),
    onDismiss: state.closeList,
  });
  const validation = useSelectValidation({
    chosenValues: state.chosenValues,
    required,
    pattern,
    invalid,
    disabled,
    touched: state.touched,
    errorText,
    onInvalid: state.markTouched,
  });

  const context: SelectContextValue = {
    multiple,
    stateOf: (optionValue) => {
      const index = indexOf(optionValue);
      if (index === undefined) return null;
      return {
        id: combobox.optionId(index),
        index,
        selected: state.isChosen(optionValue),
        active: index === state.active,
        disabled: options[index].disabled,
        visible: state.isShown(index),
      };
    },
    choose: state.choose,
    activate: state.setActive,
  };

  return (
    <SelectContext.Provider value={context}>
      <FormField
        {...wrapperProps}
        className={cx('aq-select', wrapperProps?.className)}
        style={{ '--aq-select-width': `${SELECT_WIDTH}px`, ...wrapperProps?.style } as CSSProperties}
        label={hasLabel ? <span {...combobox.labelProps}>{label}</span> : undefined}
        required={required}
        errors={validation.errors}
        htmlFor={combobox.controlId}
        data-disabled={dataFlag(disabled)}
      >
        {(field) => {
          const fieldState = {
            className: cx('aq-select__control', className),
            'aria-required': field['aria-required'],
            'aria-invalid': validation.invalidShown || undefined,
            'aria-describedby': cx(describedBy, field['aria-describedby']) || undefined,
            'data-invalid': dataFlag(validation.invalidShown),
          };
          return (
            <>
              <div {...popover.anchorProps} {...combobox.boxProps} className="aq-select__box">
                {hasContent(prefix) && <InputPrefix>{prefix}</InputPrefix>}
                {autocomplete ? (
                  <input {...mergeProps(nativeProps, combobox.inputProps, keyboardProps, fieldState)} />
                ) : (
                  <div {...mergeProps(nativeProps, combobox.fieldProps, keyboardProps, fieldState)}>
                    {state.displayText !== '' ? (
                      <span className="aq-select__value">{state.displayText}</span>
                    ) : (
                      <span className="aq-select__placeholder">{placeholder}</span>
                    )}
                  </div>
                )}
                {hasContent(suffix) && <InputSuffix>{suffix}</InputSuffix>}
                <ChevronDown className="aq-select__chevron" size={16} aria-hidden="true" focusable="false" />
              </div>
              <HiddenSelect name={name} values={state.chosenValues} disabled={disabled} validityProps={validation.validityProps} />
            </>
          );
        }}
      </FormField>
      {state.open && (
        <Portal>
          <div {...popover.popupProps} className="aq-select__popup">
            <ul {...combobox.listBoxProps} {...popover.listProps} className="aq-select__list" hidden={state.shownCount === 0}>
              {children}
            </ul>
            {state.shownCount === 0 && (
              <div role="status" className="aq-select__empty">
                {noMatchesText}
              </div>
            )}
          </div>
        </Portal>
      )}
    </SelectContext.Provider>
  );
}
