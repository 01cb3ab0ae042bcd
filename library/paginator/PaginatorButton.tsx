import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { Tooltip } from '../tooltip/index.ts';

export type PaginatorButtonKind = 'first' | 'previous' | 'next' | 'last';

// Chevrons pointing the way each button goes; first and last stop at a bar.
const ICONS: Record<PaginatorButtonKind, LucideIcon> = {
  first: ChevronFirst,
  previous: ChevronLeft,
  next: ChevronRight,
  last: ChevronLast,
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
  const Icon = ICONS[kind];
  return (
    <Tooltip content={label}>
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
        <Icon size={20} aria-hidden />
      </button>
    </Tooltip>
  );
}
