/** The value of one option, and of a single select: a string or a number, compared with `===`. */
export type SelectValue = string | number;

/** One chosen option of a multiple select: its label and its value. */
export interface SelectOptionPair {
  label: string;
  value: SelectValue;
}

/** What a multiple select accepts as its value: one label/value pair or an array of them. */
export type SelectMultipleValue = SelectOptionPair | SelectOptionPair[];

/** What the select accepts as `value` / `defaultValue`, depending on `multiple`. */
export type SelectModel<Multiple extends boolean> = Multiple extends true ? SelectMultipleValue : SelectValue;

/** What `onChange` receives, depending on `multiple`: always an array of pairs when multiple; otherwise the chosen option's value. */
export type SelectChange<Multiple extends boolean> = Multiple extends true ? SelectOptionPair[] : SelectValue;

/** The TypeError messages thrown for a value of the wrong type. */
export const SELECT_ERRORS = {
  single: 'Invalid argument, only string and number values are allowed.',
  multiple: 'Invalid argument, only values {label: string, value: string} or array of the same type are allowed.',
} as const;

/** What development is told, once, about an Option rendered outside any Select (it renders nothing). */
export const OPTION_OUTSIDE_SELECT = 'Option must be rendered inside a Select.';

/** The default width of the field, in px. */
export const SELECT_WIDTH = 212;
/** The tallest the list grows before it scrolls. */
export const SELECT_LIST_MAX_HEIGHT = '15rem';
/** The height of one option. */
export const SELECT_OPTION_HEIGHT = '2rem';
/** How many options Page Up and Page Down move. */
export const SELECT_PAGE_STEP = 10;
/** The validation message of the select in a native form, unless `errorText` is a string. */
export const SELECT_INVALID_MESSAGE = 'Choose a valid option.';
