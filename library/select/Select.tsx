import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import {
  Portal,
  composeHandlers,
  cx,
  dataFlag,
  hasContent,
  mergeRefs,
  typeaheadMatch,
  useControllableState,
  useStableId,
  useTypeahead,
} from '../core';
import { FormField, type FormFieldProps } from '../input/FormField';
import { InputPrefix, InputSuffix } from '../input/InputAffix';
import {
  SELECT_BLUR_DELAY,
  SELECT_INVALID_MESSAGE,
  SELECT_LIST_MAX_HEIGHT,
  SELECT_NO_MATCHES,
  SELECT_OPTION_HEIGHT,
  SELECT_PAGE_STEP,
  SELECT_WIDTH,
  type SelectChange,
  type SelectModel,
  type SelectOptionPair,
  type SelectValue,
} from './constants';
import { SelectContext, type SelectContextValue } from './context';
import { stepActive } from './navigation';
import { collectOptions, valueFromOptions, type OptionRecord } from './options';
import { selectValidationErrors } from './validity';
import { multipleLabel, toPairs, toSingleValue } from './values';
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
  /** The chosen value, when controlled: a string or number, or with multiple a label/value pair or an array of them. null or '' chooses nothing. */
  value?: SelectModel<Multiple> | null;
  /** The value chosen at first, when uncontrolled; without it the options marked selected are chosen. */
  defaultValue?: SelectModel<Multiple> | null;
  /** Called with the new value when the person chooses an option: the option's value, or with multiple every chosen pair; null when a single value matches no option. */
  onChange?: (value: SelectChange<Multiple>) => void;
  /** Called right after onChange, with the same value. */
  onChangeValue?: (value: SelectChange<Multiple>) => void;
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
   * What the list says while no option is shown (autocomplete text that matches none).
   * @default 'No matches'
   */
  noMatchesText?: ReactNode;
  /** Props for the outer field wrapper (label, box and error); className, style and native attributes of Select go to the combobox itself. */
  wrapperProps?: Omit<FormFieldProps, 'label' | 'required' | 'errors' | 'htmlFor' | 'children'>;
  /** Ref to the combobox: a <div>, or the <input> with autocomplete. */
  ref?: Ref<HTMLElement>;
}

const NO_PAIRS: SelectOptionPair[] = [];
/** The list never shrinks below two options to fit the window. */
const MIN_LIST_HEIGHT = 64;

const chevron = (
  <svg
    className="aq-select__chevron"
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

/**
 * A field that opens a list of options (WAI-ARIA combobox with a listbox popup): one choice, or several with
 * multiple; with autocomplete the field is a text box that filters the options. The list opens on focus,
 * closes 100 ms after the field loses focus, and opens upward when there is no room below.
 */
export function Select<Multiple extends boolean = false>({
  children,
  multiple: multipleProp,
  autocomplete = false,
  value,
  defaultValue,
  onChange,
  onChangeValue,
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
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  noMatchesText = SELECT_NO_MATCHES,
  wrapperProps,
  id,
  className,
  tabIndex,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': describedBy,
  onFocus,
  onBlur,
  onKeyDown,
  onMouseUp,
  ref,
  ...rest
}: SelectProps<Multiple>) {
  const multiple = multipleProp === true;
  const options = useMemo(() => collectOptions(children), [children]);
  const indexOf = useMemo(() => {
    const map = new Map<SelectValue, number>();
    options.forEach((option, index) => {
      if (!map.has(option.value)) map.set(option.value, index);
    });
    return map;
  }, [options]);

  const [current, setCurrent] = useControllableState<unknown>({
    value,
    defaultValue: defaultValue !== undefined ? defaultValue : valueFromOptions(options, multiple),
    onChange: (next) => {
      onChange?.(next as SelectChange<Multiple>);
      onChangeValue?.(next as SelectChange<Multiple>);
    },
    name: 'Select',
    prop: 'value',
    handler: 'onChange',
    defaultProp: 'defaultValue',
    hasHandler: onChange !== undefined || onChangeValue !== undefined,
  });
  const [openState, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Select',
    prop: 'open',
  });
  const open = openState && !disabled;
  const [query, setQuery] = useState<string | null>(null);
  const [activeState, setActive] = useState<number | null>(null);
  // aria-invalid waits until the person has had a chance to give a value (left the field, chosen, or
  // submitted the form), so a required field is not announced as wrong on arrival.
  const [touched, setTouched] = useState(false);

  const singleValue = multiple ? null : toSingleValue(current);
  const pairs = multiple ? toPairs(current) : NO_PAIRS;
  const isChosen = (optionValue: SelectValue) =>
    multiple ? pairs.some((pair) => pair.value === optionValue) : singleValue === optionValue;
  const singleOption = singleValue === null ? undefined : options[indexOf.get(singleValue) ?? -1];
  const chosenValues = multiple ? pairs.map((pair) => pair.value) : singleOption ? [singleOption.value] : [];

  // A value that matches no option chooses none, and the select says so: onChange and onChangeValue get
  // null, once per such value. While there are no options at all (they may still be loading) it waits.
  const unmatched = !multiple && singleValue !== null && !singleOption && options.length > 0 ? singleValue : null;
  const reportedUnmatched = useRef<SelectValue | null>(null);
  useEffect(() => {
    if (unmatched === null || reportedUnmatched.current === unmatched) {
      reportedUnmatched.current = unmatched;
      return;
    }
    reportedUnmatched.current = unmatched;
    setCurrent(null);
  }, [unmatched, setCurrent]);
  const displayText = multiple ? multipleLabel(pairs) : (singleOption?.label ?? '');

  const filter = autocomplete && query ? query.toLocaleLowerCase() : '';
  const isShown = (option: OptionRecord) => filter === '' || option.label.toLocaleLowerCase().includes(filter);
  const shownCount = options.filter(isShown).length;
  const reachable = options.flatMap((option, index) => (isShown(option) && !option.disabled ? [index] : []));
  const active = activeState !== null && reachable.includes(activeState) ? activeState : null;
  const firstChosen = reachable.find((index) => isChosen(options[index].value)) ?? null;

  const controlId = useStableId(id);
  const listboxId = `${controlId}-listbox`;
  const labelId = `${controlId}-label`;
  const optionId = (index: number) => `${controlId}-option-${index}`;
  const hasLabel = hasContent(label);
  const labelledBy = ariaLabelledBy ?? (hasLabel && !ariaLabel ? labelId : undefined);

  const controlRef = useRef<HTMLElement>(null);
  const setControlRef = useMemo(() => mergeRefs<HTMLElement>(ref, controlRef), [ref]);
  const listRef = useRef<HTMLUListElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typeahead = useTypeahead();
  const selectOnMouseUp = useRef(false);

  useEffect(
    () => () => {
      clearTimeout(blurTimer.current);
    },
    [],
  );

  const { refs, floatingStyles, placement } = useFloating({
    open,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, elements, availableHeight }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          // A short window (or a small frame) gets a shorter list rather than one cut off at its edge.
          elements.floating.style.setProperty('--aq-select-available-height', `${Math.max(availableHeight - 2, MIN_LIST_HEIGHT)}px`);
        },
      }),
    ],
  });

  // Keeps the active option in view inside the list only: scrollIntoView would also scroll the page.
  useEffect(() => {
    const list = listRef.current;
    const item = open && active !== null ? document.getElementById(optionId(active)) : null;
    if (!list || !item) return;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    }
  });

  type Start = 'chosen' | 'chosen-or-first' | 'first' | 'last';
  const openList = (start: Start) => {
    if (disabled) return;
    setOpen(true);
    if (start === 'first') setActive(reachable[0] ?? null);
    else if (start === 'last') setActive(reachable[reachable.length - 1] ?? null);
    else setActive(firstChosen ?? (start === 'chosen-or-first' ? (reachable[0] ?? null) : null));
  };
  const closeList = () => {
    setOpen(false);
    setQuery(null);
    setActive(null);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled || disabled) return;
    setTouched(true);
    if (multiple) {
      setCurrent(
        isChosen(option.value)
          ? pairs.filter((pair) => pair.value !== option.value)
          : [...pairs, { label: option.label, value: option.value }],
      );
      setActive(index);
    } else {
      setCurrent(option.value);
      closeList();
    }
  };

  const searchTypeahead = (character: string) => {
    const match = typeaheadMatch(
      options.map((option) => option.label),
      reachable,
      active,
      typeahead.type(character),
    );
    if (!open) openList('chosen');
    if (match !== null) setActive(match);
  };

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    clearTimeout(blurTimer.current);
    if (autocomplete) (event.currentTarget as HTMLInputElement).select();
    if (!open) openList('chosen');
  };

  const handleBlur = () => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      closeList();
      setTouched(true);
    }, SELECT_BLUR_DELAY);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = (by: number) => {
      event.preventDefault();
      if (!open) openList('chosen-or-first');
      else setActive(stepActive(reachable, active, by));
    };
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        return;
      case 'ArrowUp':
        move(-1);
        return;
      case 'PageDown':
        if (open) move(SELECT_PAGE_STEP);
        return;
      case 'PageUp':
        if (open) move(-SELECT_PAGE_STEP);
        return;
      case 'Home':
      case 'End':
        // In a text box these keys move the caret.
        if (autocomplete) return;
        event.preventDefault();
        if (!open) openList(event.key === 'Home' ? 'first' : 'last');
        else setActive(event.key === 'Home' ? (reachable[0] ?? null) : (reachable[reachable.length - 1] ?? null));
        return;
      case 'Enter':
        if (open && active !== null) {
          event.preventDefault();
          choose(active);
        } else if (!open && !autocomplete) {
          event.preventDefault();
          openList('chosen-or-first');
        }
        return;
      case 'Escape':
        if (!open) return;
        // Taken here, so a dialog or drawer around the select stays open.
        event.preventDefault();
        closeList();
        return;
      case ' ':
        if (autocomplete) return;
        event.preventDefault();
        if (typeahead.searching()) searchTypeahead(' ');
        else if (!open) openList('chosen-or-first');
        else if (active !== null) choose(active);
        return;
      default:
        if (autocomplete || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        // A select-only field has no text to edit: a printable key searches the options instead.
        event.preventDefault();
        searchTypeahead(event.key);
    }
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const needle = text.toLocaleLowerCase();
    setQuery(text);
    setOpen(true);
    // The first match becomes active, so Enter takes it (list autocomplete with automatic selection).
    const first =
      needle === '' ? -1 : options.findIndex((option) => !option.disabled && option.label.toLocaleLowerCase().includes(needle));
    setActive(first === -1 ? null : first);
  };

  // A press anywhere in the box focuses the field (which opens the list); a press on a focused field toggles it.
  const handleBoxMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const control = controlRef.current;
    if (disabled || event.button !== 0 || !control) return;
    const onText = autocomplete && event.target === control;
    if (!onText) event.preventDefault();
    if (document.activeElement !== control) {
      if (onText) selectOnMouseUp.current = true;
      else control.focus();
      return;
    }
    if (!open) openList('chosen');
    else if (!onText) closeList();
  };

  // The release of the press that focused the text box would collapse the selection made on focus.
  const handleMouseUp = (event: MouseEvent<HTMLInputElement>) => {
    if (!selectOnMouseUp.current) return;
    selectOnMouseUp.current = false;
    event.preventDefault();
  };

  const ruleErrors = selectValidationErrors(chosenValues, { required, pattern });
  const invalidShown = !disabled && (invalid || (touched && ruleErrors !== null));
  const hasRules = required || pattern !== undefined || invalid;

  // Native forms see the select's validity through a hidden stand-in: submission stops while it is invalid.
  const validityRef = useRef<HTMLInputElement>(null);
  const validityMessage = invalid || ruleErrors ? (typeof errorText === 'string' ? errorText : SELECT_INVALID_MESSAGE) : '';
  useEffect(() => {
    validityRef.current?.setCustomValidity(validityMessage);
  }, [validityMessage, hasRules]);

  const context: SelectContextValue = {
    multiple,
    stateOf: (optionValue) => {
      const index = indexOf.get(optionValue);
      if (index === undefined) return null;
      const option = options[index];
      return {
        id: optionId(index),
        index,
        selected: isChosen(optionValue),
        active: index === active,
        disabled: option.disabled,
        visible: isShown(option),
      };
    },
    choose,
    activate: setActive,
  };

  return (
    <SelectContext.Provider value={context}>
      <FormField
        {...wrapperProps}
        className={cx('aq-select', wrapperProps?.className)}
        style={{ '--aq-select-width': `${SELECT_WIDTH}px`, ...wrapperProps?.style } as CSSProperties}
        label={
          hasLabel ? (
            <span id={labelId} onClick={() => controlRef.current?.focus()}>
              {label}
            </span>
          ) : undefined
        }
        required={required}
        errors={invalidShown && hasContent(errorText) ? [errorText] : undefined}
        htmlFor={controlId}
        data-disabled={dataFlag(disabled)}
      >
        {(field) => {
          const common = {
            ...rest,
            id: controlId,
            ref: setControlRef,
            role: 'combobox',
            className: cx('aq-select__control', className),
            'aria-expanded': open,
            'aria-haspopup': 'listbox' as const,
            'aria-controls': open ? listboxId : undefined,
            'aria-activedescendant': open && active !== null ? optionId(active) : undefined,
            'aria-label': ariaLabel,
            'aria-required': field['aria-required'],
            'aria-invalid': invalidShown || undefined,
            'aria-describedby': cx(describedBy, field['aria-describedby']) || undefined,
            'data-state': open ? 'open' : 'closed',
            'data-invalid': dataFlag(invalidShown),
            'data-disabled': dataFlag(disabled),
            'data-multiple': dataFlag(multiple),
            'data-empty': dataFlag(displayText === ''),
            onFocus: composeHandlers(onFocus, handleFocus),
            onBlur: composeHandlers(onBlur, handleBlur),
            onKeyDown: composeHandlers(onKeyDown, handleKeyDown),
          };
          return (
            <>
              <div ref={refs.setReference} className="aq-select__box" onMouseDown={handleBoxMouseDown}>
                {hasContent(prefix) && <InputPrefix>{prefix}</InputPrefix>}
                {autocomplete ? (
                  <input
                    {...common}
                    aria-labelledby={ariaLabelledBy}
                    aria-autocomplete="list"
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    tabIndex={tabIndex}
                    disabled={disabled}
                    placeholder={placeholder}
                    value={query ?? displayText}
                    onChange={handleInput}
                    onMouseUp={composeHandlers(onMouseUp, handleMouseUp)}
                  />
                ) : (
                  <div
                    {...common}
                    aria-labelledby={labelledBy}
                    aria-disabled={disabled || undefined}
                    tabIndex={tabIndex ?? (disabled ? undefined : 0)}
                    onMouseUp={onMouseUp}
                  >
                    {displayText !== '' ? (
                      <span className="aq-select__value">{displayText}</span>
                    ) : (
                      <span className="aq-select__placeholder">{placeholder}</span>
                    )}
                  </div>
                )}
                {hasContent(suffix) && <InputSuffix>{suffix}</InputSuffix>}
                {chevron}
              </div>
              {name !== undefined &&
                !disabled &&
                chosenValues.map((chosen, index) => <input key={index} type="hidden" name={name} value={String(chosen)} />)}
              {hasRules && (
                <input
                  ref={validityRef}
                  className="aq-visually-hidden"
                  tabIndex={-1}
                  aria-hidden="true"
                  value={chosenValues.join(',')}
                  onChange={() => {}}
                  disabled={disabled}
                  onInvalid={(event) => {
                    // The field shows the problem itself; the browser's bubble would point at this stand-in.
                    event.preventDefault();
                    setTouched(true);
                  }}
                />
              )}
            </>
          );
        }}
      </FormField>
      {open && (
        <Portal>
          <div
            ref={refs.setFloating}
            className="aq-select__popup"
            style={
              {
                ...floatingStyles,
                '--aq-select-list-max-height': SELECT_LIST_MAX_HEIGHT,
                '--aq-select-option-height': SELECT_OPTION_HEIGHT,
              } as CSSProperties
            }
            data-placement={placement}
            // Pressing the list must not take focus from the field, or the list would start closing.
            onMouseDown={(event) => event.preventDefault()}
          >
            <ul
              ref={listRef}
              id={listboxId}
              role="listbox"
              aria-labelledby={labelledBy}
              aria-label={labelledBy ? undefined : ariaLabel}
              aria-multiselectable={multiple || undefined}
              className="aq-select__list"
              hidden={shownCount === 0}
            >
              {children}
            </ul>
            {shownCount === 0 && (
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
