import { useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useStableId } from '../core/index.ts';
import type { RangeDatepickerLabels } from './constants.ts';
import { makeDate } from './dates.ts';
import { compileFormat } from './format.ts';
import { endOf, otherSide, sameEnd, sameRange, typeEnd, typeStart, type DateRange, type Side } from './range.ts';
import type { RangeDatepickerState } from './useRangeDatepickerState.ts';

export interface UseRangeDateFieldsOptions {
  /** The pattern dates are shown and typed in (`dd/MM/yyyy`). */
  format: string;
  /** The first year a typed date may have. */
  startYear: number;
  /** The last year a typed date may have. */
  endYear: number;
  /** The fields' names and the messages for text that is no date the picker takes. */
  labels: Pick<RangeDatepickerLabels, 'startDate' | 'endDate' | 'invalidDate' | 'outOfRange'>;
  /** Disables both fields. */
  disabled?: boolean;
}

/** What one date field's `<input>` gets; the popover's handlers and ref are merged in beside them. */
export type DateFieldInputProps = {
  id: string;
  type: 'text';
  'aria-label': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  placeholder: string;
  size: number;
  autoComplete: 'off';
  spellCheck: false;
  disabled: boolean;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

export interface DateField {
  /** Spread on the field's `<input>`. */
  inputProps: DateFieldInputProps;
  /** Why the text in the field was refused, or null. */
  error: string | null;
  /** Spread on the element that shows `error`: the input's description points at it. */
  errorProps: { id: string };
}

export interface RangeDateFields extends Record<Side, DateField> {
  /** Whether either field holds text that was refused. */
  invalid: boolean;
  /** As many characters as the longest date the format writes (two-digit day and month). */
  size: number;
  /**
   * The date in the text being typed, not yet taken, once it reads as a date within the years: the
   * calendar shows its month while the person types. Null otherwise.
   */
  typedDay: Date | null;
}

/** What a person typed in a field and has not yet had taken, and what it was typed over. */
interface Edit {
  text: string;
  error: string | null;
  range: DateRange;
  revision: number;
  format: string;
}

/**
 * The two date fields of a range picker. Each shows its end of the range in the format, unless the person
 * is typing there: that text (and its message, when it was refused) is theirs until it is taken — on
 * Enter or when the field is left — or until the range or the format changes other than by a date typed
 * in the other field. A date taken is set on the range, whose owner is `useRangeDatepickerState`.
 */
export function useRangeDateFields(
  { format, startYear, endYear, labels, disabled = false }: UseRangeDateFieldsOptions,
  { range, revision, setRange }: RangeDatepickerState,
): RangeDateFields {
  const dateFormat = useMemo(() => compileFormat(format), [format]);
  const size = useMemo(() => dateFormat.format(makeDate(2000, 11, 28)).length, [dateFormat]);
  const baseId = useStableId();
  const [edits, setEdits] = useState<Record<Side, Edit | null>>({ start: null, end: null });
  // The field typed in last: with text in both, its date is the one the calendar shows.
  const [typing, setTyping] = useState<Side>('start');

  /** The side's edit while it still stands over what is shown. */
  const editOf = (side: Side): Edit | null => {
    const edit = edits[side];
    return edit && edit.revision === revision && edit.format === format && sameRange(edit.range, range) ? edit : null;
  };
  const show = (day: Date | null) => (day ? dateFormat.format(day) : '');
  const textOf = (side: Side) => editOf(side)?.text ?? show(endOf(range, side));
  const edit = (text: string, error: string | null): Edit => ({ text, error, range, revision, format });

  /** Both sides' edits after one side's changes; the other keeps its own while it still stands. */
  const editsWith = (side: Side, mine: Edit | null, theirs = editOf(otherSide(side))) =>
    side === 'start' ? { start: mine, end: theirs } : { start: theirs, end: mine };

  const withinYears = (day: Date) => day.getFullYear() >= startYear && day.getFullYear() <= endYear;

  const commit = (side: Side) => {
    const other = otherSide(side);
    const text = textOf(side);
    const trimmed = text.trim();
    const day = trimmed === '' ? null : dateFormat.parse(trimmed);
    const problem =
      trimmed === ''
        ? null
        : !day
          ? labels.invalidDate(trimmed, format)
          : !withinYears(day)
            ? labels.outOfRange(trimmed, startYear, endYear)
            : null;
    if (problem) {
      setEdits(editsWith(side, edit(text, problem)));
      return;
    }
    const next = side === 'start' ? typeStart(range, day) : typeEnd(range, day);
    const nextRevision = sameRange(next, range) ? revision : setRange(next);
    // The field is rewritten in the format; the other keeps its text unless the rules moved its date.
    const kept = sameEnd(endOf(next, other), endOf(range, other)) ? editOf(other) : null;
    setEdits(editsWith(side, null, kept && { ...kept, range: next, revision: nextRevision }));
  };

  const field = (side: Side): DateField => {
    const error = editOf(side)?.error ?? null;
    const errorId = `${baseId}-${side}-error`;
    return {
      error,
      errorProps: { id: errorId },
      inputProps: {
        id: `${baseId}-${side}`,
        type: 'text',
        'aria-label': side === 'start' ? labels.startDate : labels.endDate,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        placeholder: format,
        size,
        autoComplete: 'off',
        spellCheck: false,
        disabled,
        value: textOf(side),
        onChange: (event) => {
          setEdits(editsWith(side, edit(event.target.value, null)));
          setTyping(side);
        },
        onBlur: () => commit(side),
        onKeyDown: (event) => {
          if (event.key === 'Enter') commit(side);
        },
      },
    };
  };

  const typedText = editOf(typing)?.text;
  const typed = typedText ? dateFormat.parse(typedText) : null;

  const start = field('start');
  const end = field('end');
  return {
    start,
    end,
    invalid: start.error !== null || end.error !== null,
    size,
    typedDay: typed && withinYears(typed) ? typed : null,
  };
}
