import { useMemo, useState } from 'react';
import { useControllableState } from '../core/index.ts';
import { DATEPICKER_FORMAT } from './constants.ts';
import { DATEPICKER_WARNINGS } from './errors.ts';
import { compileFormat } from './format.ts';
import { EMPTY_RANGE, isWhole, normalizeRange, pickDay, sameRange, type DateRange } from './range.ts';
import { useWarnOnce } from './useWarnOnce.ts';
import { rangeText, readRange, type DateRangeInput, type DateRangeText, type UnreadableEnd } from './value.ts';

export interface UseRangeDatepickerStateOptions {
  /** The chosen range, when controlled: each end a `Date`, a string in `format` or `yyyy-MM-dd`, or null. */
  value?: DateRangeInput;
  /** The range at first, when uncontrolled, given as `value` is. */
  defaultValue?: DateRangeInput;
  /** Called with each new whole range (both ends chosen, or both cleared), and that range written in `format`. */
  onChange?: (range: DateRange, text: DateRangeText) => void;
  /** The pattern strings in `value` are read in, and `onChange` writes its text in. */
  format?: string;
}

export interface RangeDatepickerState {
  /** The range the picker shows: the one being built while there is one, else the chosen range. */
  range: DateRange;
  /**
   * Goes up each time the picker itself changes the range it shows (a pick, a typed date, Today), not when
   * the parent passes a new value: what is shown over the range — a field's unfinished text — notes it.
   */
  revision: number;
  /**
   * Sets the range. A whole one is reported through `onChange` (when it is new); one that is not yet — a
   * start waiting for its end, one end cleared — is kept as the range being built until it is whole.
   * Returns the revision the change makes.
   */
  setRange: (next: DateRange) => number;
  /** A pick on the calendar: the start, then the end (the two swap when it is earlier); returns the range it makes. */
  pickDay: (day: Date) => DateRange;
}

/** The range being built, and the chosen range it was started from. */
interface Draft {
  base: DateRange;
  range: DateRange;
}

/**
 * The one owner of a range picker's range: the chosen range (controlled or not, through
 * `useControllableState`) and the range being built until it is whole. That one is dropped when the
 * chosen range changes from outside meanwhile.
 */
export function useRangeDatepickerState({
  value,
  defaultValue = EMPTY_RANGE,
  onChange,
  format = DATEPICKER_FORMAT,
}: UseRangeDatepickerStateOptions): RangeDatepickerState {
  const dateFormat = useMemo(() => compileFormat(format), [format]);
  const controlled = value !== undefined;
  // Read once: a later `format` does not reread the range a person has been changing since.
  const [initial] = useState(() => (controlled ? null : readRange(defaultValue, dateFormat)));
  const [current, setCurrent] = useControllableState<DateRangeInput>({
    value,
    defaultValue: initial?.range ?? EMPTY_RANGE,
    onChange:
      onChange &&
      ((next) => {
        const { range } = readRange(next, dateFormat);
        onChange(range, rangeText(range, dateFormat));
      }),
    name: 'RangeDatepicker',
    prop: 'value',
    handler: 'onChange',
    defaultProp: 'defaultValue',
  });
  const read = useMemo(() => readRange(current, dateFormat), [current, dateFormat]);
  const committed = useMemo(() => normalizeRange(read.range), [read]);
  const warning = (prop: string) => (end: UnreadableEnd) => DATEPICKER_WARNINGS.unreadableDate(prop, end.side, end.given, format);
  useWarnOnce([...(initial?.unreadable.map(warning('defaultValue')) ?? []), ...read.unreadable.map(warning('value'))]);
  const [local, setLocal] = useState<{ draft: Draft | null; revision: number }>({ draft: null, revision: 0 });
  const { revision } = local;
  const draft = local.draft && sameRange(local.draft.base, committed) ? local.draft : null;
  const range = draft ? draft.range : committed;

  const setRange = (next: DateRange) => {
    const whole = isWhole(next);
    // What the picker shows after this change, as far as it decides: a controlled range changes only when
    // the parent passes it back (and a change it declines changes nothing shown).
    const shown = whole && controlled ? committed : next;
    const nextRevision = sameRange(shown, range) ? revision : revision + 1;
    const nextDraft = whole ? null : { base: committed, range: next };
    if (nextDraft || local.draft || nextRevision !== revision) setLocal({ draft: nextDraft, revision: nextRevision });
    if (whole && !sameRange(next, committed)) setCurrent(next);
    return nextRevision;
  };

  const pick = (day: Date) => {
    const next = pickDay(range, day);
    setRange(next);
    return next;
  };

  return { range, revision, setRange, pickDay: pick };
}
