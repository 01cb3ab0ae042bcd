import type { ComponentPropsWithoutRef } from 'react';

export interface PasswordToggleProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'> {
  /** Whether the password is currently shown as plain text. */
  pressed: boolean;
  /** The button's accessible name; it does not change with the state (`aria-pressed` carries that). */
  label: string;
  /** Called when the button is activated. */
  onToggle: () => void;
}

const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/**
 * The visibility toggle of a password `Input` (WAI-ARIA toggle button). Pressing it with the mouse
 * leaves focus where it was, so a person typing in the field can peek without losing their place.
 */
export function PasswordToggle({ pressed, label, onToggle, ...rest }: PasswordToggleProps) {
  return (
    <button
      {...rest}
      type="button"
      className="aq-input__toggle"
      aria-label={label}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onToggle}
    >
      {pressed ? (
        <svg {...iconProps}>
          <path d="M10.73 5.08A10.4 10.4 0 0 1 12 5c7 0 10 7 10 7a13.2 13.2 0 0 1-1.67 2.68" />
          <path d="M6.61 6.61A13.5 13.5 0 0 0 2 12s3 7 10 7a9.7 9.7 0 0 0 5.39-1.61" />
          <path d="M14.08 14.16a3 3 0 0 1-4.24-4.24" />
          <path d="m2 2 20 20" />
        </svg>
      ) : (
        <svg {...iconProps}>
          <path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      )}
    </button>
  );
}
