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

  min(min: number): Validator {
    return (value) => {
      if (isEmpty(value)) return null;
      const actual = Number(value);
      return !Number.isNaN(actual) && actual < min ? { min: { min, actual } } : null;
    };
  },

  max(max: number): Validator {
    return (value) => {
      if (isEmpty(value)) return null;
      const actual = Number(value);
      return !Number.isNaN(actual) && actual > max ? { max: { max, actual } } : null;
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

  pattern(pattern: string | RegExp): Validator {
    const regex =
      typeof pattern === 'string'
        ? new RegExp(`${pattern.startsWith('^') ? '' : '^'}${pattern}${pattern.endsWith('$') ? '' : '$'}`)
        : pattern;
    return (value) => {
      if (isEmpty(value)) return null;
      const actualValue = String(value);
      return regex.test(actualValue) ? null : { pattern: { requiredPattern: String(regex), actualValue } };
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
