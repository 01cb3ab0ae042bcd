import { Tooltip } from '../tooltip';

export type PaginatorButtonKind = 'first' | 'previous' | 'next' | 'last';

// Chevrons pointing the way each button goes; first and last stop at a bar.
const PATHS: Record<PaginatorButtonKind, string> = {
  first: 'M17 18l-6-6 6-6M7 6v12',
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  last: 'M7 18l6-6-6-6M17 6v12',
};

interface PaginatorButtonProps {
  /** Which way the button goes, which also picks its icon. */
  kind: PaginatorButtonKind;
  /** The button's accessible name and tooltip. */
  label: string;
  /** Marks the button as having nowhere to go; pressing it then does nothing. */
  disabled: boolean;
  /** Called when the button is pressed while it is enabled. */
  onPress: () => void;
}

/**
 * One icon button of the paginator, named by its label and showing it as a tooltip. At the ends it is
 * disabled with aria-disabled rather than `disabled`, so the button that was just pressed keeps focus
 * instead of dropping it to the page.
 */
export function PaginatorButton({ kind, label, disabled, onPress }: PaginatorButtonProps) {
  return (
    <Tooltip tooltipText={label}>
      <button
        type="button"
        className="aq-paginator__button"
        aria-label={label}
        aria-disabled={disabled}
        data-kind={kind}
        onClick={() => {
          if (!disabled) onPress();
        }}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d={PATHS[kind]} />
        </svg>
      </button>
    </Tooltip>
  );
}
