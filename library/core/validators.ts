/**
 * Form validators. Each returns `null` when valid, otherwise an object keyed by the rule that failed —
 * so a form can show one message per rule. An empty value (null, undefined, '' or []) passes every
 * rule except `required` and `requiredTrue`; a string `pattern` must match the whole value.
 */
export type ValidationErrors = Record<string, unknown>;
export type Validator = (value: unknown) => ValidationErrors | null;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || ((typeof value === 'string' || Array.isArray(value)) && value.length === 0);

const lengthOf = (value: unknown): number | null => (typeof value === 'string' || Array.isArray(value) ? value.length : null);

/** Address at most 254 characters, local part at most 64, then the usual shape check. */
const EMAIL_PATTERN =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const Validators = {
  required: ((value) => (isEmpty(value) ? { required: true } : null)) as Validator,

  requiredTrue: ((value) => (value === true ? null : { required: true })) as Validator,

  /** Fails for a number (or a text starting with one, as parseFloat reads it) below `min`; the error has the value as given. */
  min(min: number): Validator {
    return (value) => {
      if (isEmpty(value)) return null;
      const number = parseFloat(value as string);
      return !Number.isNaN(number) && number < min ? { min: { min, actual: value } } : null;
    };
  },

  /** Fails for a number (or a text starting with one) above `max`; the error has the value as given. */
  max(max: number): Validator {
    return (value) => {
      if (isEmpty(value)) return null;
      const number = parseFloat(value as string);
      return !Number.isNaN(number) && number > max ? { max: { max, actual: value } } : null;
    };
  },

  minLength(requiredLength: number): Validator {
    return (value) => {
      const actualLength = lengthOf(value);
      if (isEmpty(value) || actualLength === null) return null;
      return actualLength < requiredLength ? { minlength: { requiredLength, actualLength } } : null;
    };
  },

  maxLength(requiredLength: number): Validator {
    return (value) => {
      const actualLength = lengthOf(value);
      return actualLength !== null && actualLength > requiredLength ? { maxlength: { requiredLength, actualLength } } : null;
    };
  },

  /**
   * Fails for a value the pattern does not match; an empty pattern lets everything pass. The error's
   * requiredPattern is the anchored text of a string pattern (`'^[a-z]+$'`), or a RegExp written out (`'/\\d/'`).
   */
  pattern(pattern: string | RegExp): Validator {
    if (!pattern) return () => null;
    const requiredPattern =
      typeof pattern === 'string'
        ? `${pattern.startsWith('^') ? '' : '^'}${pattern}${pattern.endsWith('$') ? '' : '$'}`
        : String(pattern);
    const regex = typeof pattern === 'string' ? new RegExp(requiredPattern) : pattern;
    return (value) => {
      if (isEmpty(value)) return null;
      return regex.test(String(value)) ? null : { pattern: { requiredPattern, actualValue: value } };
    };
  },

  email: ((value) => {
    if (isEmpty(value)) return null;
    return EMAIL_PATTERN.test(String(value)) ? null : { email: true };
  }) as Validator,

  /** Runs every validator and merges their errors. */
  compose(validators: Validator[]): Validator {
    return (value) => {
      const merged = validators.reduce<ValidationErrors>((all, validate) => ({ ...all, ...validate(value) }), {});
      return Object.keys(merged).length ? merged : null;
    };
  },
};
