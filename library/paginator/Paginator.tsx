import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import {
  cx,
  dataFlag,
  numberFormat,
  readingStep,
  useControllableState,
  useDirection,
  useEffectEvent,
  useLocale,
  useMessages,
  useStableId,
} from '../core/index.ts';
import { Option, Select } from '../select/index.ts';
import { PAGINATOR_SIZE_FIELD_WIDTH, type PaginatorLabels, type PaginatorPageEvent, type PaginatorStatus } from './constants.ts';
import { PaginatorButton } from './PaginatorButton.tsx';
import { clampPageIndex, effectivePageSize, lastPageIndex, pageIndexForSize, rangeText, sizeChoices, toCount } from './paging.ts';
import { paginatorEnglish } from './english.ts';
import './Paginator.scss';

export interface PaginatorProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /**
   * How many items there are across all pages (unless pageStatus carries it); a later change is applied and reported through onPage.
   * @default 0
   */
  length?: number;
  /**
   * How many items a page holds at first (the person can change it with the chooser); 0 takes the first of pageSizeOptions, and with no options puts every item on one page. A later change is applied, keeping the first item shown in view, and reported through onPage.
   * @default 0
   */
  pageSize?: number;
  /**
   * The page sizes the chooser offers; the size in effect is added when it is not among them.
   * @default []
   */
  pageSizeOptions?: readonly number[];
  /**
   * Hides the "Items per page:" chooser.
   * @default false
   */
  hidePageSize?: boolean;
  /**
   * Adds the "First page" and "Last page" buttons.
   * @default false
   */
  showExtremeButtons?: boolean;
  /**
   * Disables the page buttons and the chooser (while a page loads, say); the buttons keep their place in the Tab order.
   * @default false
   */
  disabled?: boolean;
  /** The page shown, its size and, when given, the length, for a controlled paginator: store what onPage reports, or the paginator stays where it says (and warns in development). */
  pageStatus?: PaginatorStatus;
  /** Where an uncontrolled paginator starts (page, size and, when given, length); from there it moves by itself. */
  defaultPageStatus?: PaginatorStatus;
  /**
   * The page shown at first, counted from 0, for an uncontrolled paginator (defaultPageStatus takes precedence).
   * @default 0
   */
  defaultPageIndex?: number;
  /** Called whenever the page, the page size or the length changes, with previousPageIndex, currentPageIndex, pageSize and length. */
  onPage?: (event: PaginatorPageEvent) => void;
  /** Replaces any of the words shown or announced ('Items per page:', 'Next page', 'Previous page', 'First page', 'Last page', 'of'); without it they come from the nearest AquilaProvider's messages, English by default. */
  labels?: Partial<PaginatorLabels>;
  /** Ref to the paginator's `<nav>`. */
  ref?: Ref<HTMLElement>;
}

const NO_OPTIONS: readonly number[] = [];

/**
 * Moves through a long list one page at a time: the range shown ("1 - 10 of 50"), previous and next
 * buttons (and first and last ones when asked), and a chooser for how many items a page holds.
 * It is a navigation landmark; the range is announced politely whenever it changes.
 */
export function Paginator({
  length = 0,
  pageSize = 0,
  pageSizeOptions = NO_OPTIONS,
  hidePageSize = false,
  showExtremeButtons = false,
  disabled = false,
  pageStatus,
  defaultPageStatus,
  defaultPageIndex = 0,
  onPage,
  labels,
  className,
  ref,
  ...rest
}: PaginatorProps) {
  const words = { ...useMessages('paginator', paginatorEnglish), ...labels };
  const numbers = numberFormat(useLocale());
  const dir = useDirection();
  const [status, setStatus] = useControllableState<PaginatorStatus>({
    value: pageStatus,
    defaultValue: {
      currentPageIndex: toCount(defaultPageStatus?.currentPageIndex ?? defaultPageIndex),
      pageSize: toCount(defaultPageStatus?.pageSize ?? pageSize),
      length: toCount(defaultPageStatus?.length ?? length),
    },
    name: 'Paginator',
    prop: 'pageStatus',
    handler: 'onPage',
    hasHandler: onPage !== undefined,
  });
  const total = toCount(status.length ?? length);
  const size = effectivePageSize(status.pageSize, pageSizeOptions);
  const index = clampPageIndex(status.currentPageIndex, total, size);
  const last = lastPageIndex(total, size);
  const choices = sizeChoices(pageSizeOptions, size);

  const report = (event: PaginatorPageEvent) => {
    setStatus({ currentPageIndex: event.currentPageIndex, pageSize: event.pageSize, length: event.length });
    onPage?.(event);
  };
  // The same report from the effect below, which must not re-run for a new inline onPage.
  const reportFromEffect = useEffectEvent((event: PaginatorPageEvent) => onPage?.(event));
  const goTo = (target: number) => {
    if (target !== index && !disabled) report({ previousPageIndex: index, currentPageIndex: target, pageSize: size, length: total });
  };
  const changeSize = (nextSize: number) => {
    if (nextSize === size || disabled) return;
    const currentPageIndex = pageIndexForSize({ currentPageIndex: index, pageSize: size }, nextSize);
    report({ previousPageIndex: index, currentPageIndex, pageSize: nextSize, length: total });
  };

  // A later `length` or `pageSize` is applied and reported, however the paginator is used: the app fetched
  // more items, or chose another page size itself. And when the list shrinks under the page shown (a filter,
  // a deletion), the paginator moves to the last page and says so, so the items the app shows match the
  // range. With no items there is nowhere to move: a page asked for while the data is still loading is kept.
  const applied = useRef({ length, pageSize });
  const asked = toCount(status.currentPageIndex);
  const outOfRange = total > 0 && asked !== index;
  useLayoutEffect(() => {
    const before = applied.current;
    applied.current = { length, pageSize };
    const lengthChanged = !Object.is(before.length, length);
    const sizeChanged = !Object.is(before.pageSize, pageSize);
    if (!lengthChanged && !sizeChanged && !outOfRange) return;
    const nextLength = lengthChanged ? toCount(length) : total;
    const nextSize = sizeChanged ? effectivePageSize(pageSize, pageSizeOptions) : size;
    const from = total > 0 ? index : asked;
    const wanted = sizeChanged ? pageIndexForSize({ currentPageIndex: from, pageSize: size }, nextSize) : from;
    const currentPageIndex = nextLength > 0 ? clampPageIndex(wanted, nextLength, nextSize) : wanted;
    setStatus({ currentPageIndex, pageSize: nextSize, length: nextLength });
    reportFromEffect({ previousPageIndex: asked, currentPageIndex, pageSize: nextSize, length: nextLength });
  }, [length, pageSize, pageSizeOptions, outOfRange, asked, index, size, total, setStatus]);

  // With focus on one of its buttons, the arrow keys turn the pages in the reading direction, as the
  // buttons are laid out: ArrowLeft is the next page right to left.
  const stepByArrow = (event: KeyboardEvent) => {
    const step = readingStep(event.key, dir);
    if (step === 0 || event.defaultPrevented) return;
    event.preventDefault();
    goTo(clampPageIndex(index + step, total, size));
  };

  const labelId = `${useStableId()}-size-label`;
  const sizeField = useRef<HTMLElement>(null);
  const showSize = !hidePageSize && choices.length > 0;

  return (
    <nav
      aria-label={words.pagination}
      {...rest}
      ref={ref}
      className={cx('aq-paginator', className)}
      data-extreme-buttons={dataFlag(showExtremeButtons)}
      data-disabled={dataFlag(disabled)}
    >
      {showSize && (
        <div className="aq-paginator__size">
          <span id={labelId} className="aq-paginator__size-label" onClick={() => sizeField.current?.focus()}>
            {words.itemsPerPage}
          </span>
          {choices.length > 1 ? (
            <Select
              ref={sizeField}
              aria-labelledby={labelId}
              value={size}
              disabled={disabled}
              onChange={(value) => changeSize(Number(value))}
              wrapperProps={{
                className: 'aq-paginator__size-field',
                style: { '--aq-select-width': `${PAGINATOR_SIZE_FIELD_WIDTH}px` } as CSSProperties,
              }}
            >
              {choices.map((choice) => (
                <Option key={choice} value={choice}>
                  {numbers.format(choice)}
                </Option>
              ))}
            </Select>
          ) : (
            <span className="aq-paginator__size-value">{numbers.format(size)}</span>
          )}
        </div>
      )}
      <div className="aq-paginator__range-actions">
        <span className="aq-paginator__range" aria-live="polite" aria-atomic="true">
          {rangeText(index, size, total, words.of, numbers.format)}
        </span>
        <div className="aq-paginator__buttons" onKeyDown={stepByArrow}>
          {showExtremeButtons && (
            <PaginatorButton kind="first" label={words.firstPage} disabled={disabled || index === 0} onPress={() => goTo(0)} />
          )}
          <PaginatorButton
            kind="previous"
            label={words.previousPage}
            disabled={disabled || index === 0}
            onPress={() => goTo(index - 1)}
          />
          <PaginatorButton kind="next" label={words.nextPage} disabled={disabled || index >= last} onPress={() => goTo(index + 1)} />
          {showExtremeButtons && (
            <PaginatorButton kind="last" label={words.lastPage} disabled={disabled || index >= last} onPress={() => goTo(last)} />
          )}
        </div>
      </div>
    </nav>
  );
}
