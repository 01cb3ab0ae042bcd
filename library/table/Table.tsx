import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cssSize, cx, dataFlag, useStableId, useMergedRefs } from '../core/index.ts';
import type { TableScroll } from './constants.ts';
import { TableContext, type TableContextValue, type TableSort } from './context.ts';
import { TableColumnGroup } from './TableColumnGroup.tsx';
import { useColumnWidths } from './useColumnWidths.ts';
import { useScrollBox } from './useScrollBox.ts';
import './Table.scss';

export interface TableProps extends ComponentPropsWithoutRef<'table'> {
  /**
   * Scrolls the table inside its box: `x` is the table's least width (a wider table scrolls sideways), `y` the most height of its body, whose header then stays in view. CSS lengths ('1800px', '60vh') or px as numbers or their text (1800, '1800'); a value that is no size scrolls nothing that way and warns in development.
   * @default null
   */
  scroll?: TableScroll | null;
  /**
   * Draws a border around the table and between its columns.
   * @default false
   */
  bordered?: boolean;
  /** Props for the box the table scrolls in (a `<div>`): a class, a style, data attributes. */
  containerProps?: ComponentPropsWithoutRef<'div'>;
  /** Ref to the `<table>` element. */
  ref?: Ref<HTMLTableElement>;
}

type CaptionElement = ReactElement<ComponentPropsWithoutRef<'caption'>, 'caption'>;

const isCaption = (node: ReactNode): node is CaptionElement => isValidElement(node) && node.type === 'caption';

/**
 * The table's children with an id on its caption (the scrolling box is named by it), and, once a column has
 * been resized, a column group to hold the widths when the consumer did not write a TableColumnGroup.
 */
function arrangeChildren(children: ReactNode, captionId: string, needsColumnGroup: boolean) {
  const nodes = Children.toArray(children);
  const caption = nodes.find(isCaption);
  const id = caption ? (caption.props.id ?? captionId) : undefined;
  const arranged = nodes.map((node) => (node === caption ? cloneElement(caption, { id }) : node));
  const hasColumnGroup = nodes.some((node) => isValidElement(node) && node.type === TableColumnGroup);
  // A column group comes after the caption and before the rows.
  if (needsColumnGroup && !hasColumnGroup) arranged.splice(caption ? 1 : 0, 0, <TableColumnGroup key="aq-columns" />);
  return { children: arranged, captionId: id };
}

/**
 * A native `<table>` in a box that scrolls when the table is wider or taller than it: the box is then a
 * named, focusable region, so keyboard users can scroll it. Its sort headers and resize handles share one
 * state through the table: one header is sorted at a time, and resized columns keep their widths.
 */
export function Table({ scroll = null, bordered = false, containerProps, className, style, children, ref, ...rest }: TableProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const tableRefs = useMergedRefs(tableRef, ref);
  const [sort, setSort] = useState<TableSort | null | undefined>(undefined);
  const [columnWidths, resizeColumn] = useColumnWidths();
  const context = useMemo<TableContextValue>(
    () => ({ sort, setSort, columnWidths, resizeColumn }),
    [sort, columnWidths, resizeColumn],
  );

  const scrollX = cssSize(scroll?.x, 'Table scroll.x');
  const scrollY = cssSize(scroll?.y, 'Table scroll.y');
  // Until it is laid out, a table with scroll sizes is taken to scroll (and one without, not to).
  const box = useScrollBox(boxRef, tableRef, { overflows: Boolean(scrollX || scrollY), headHeight: null });
  // Until the header is measured, the stylesheet's estimate of a one-line header stands in for it.
  const headHeight = box.headHeight === null ? 'var(--aq-table-head-estimate)' : `${box.headHeight}px`;

  const arranged = arrangeChildren(children, `${useStableId()}-caption`, columnWidths !== null);
  const ariaLabel = rest['aria-label'];
  const labelledBy = rest['aria-labelledby'] ?? (ariaLabel ? undefined : arranged.captionId);
  const resizedWidth = columnWidths?.reduce((sum, width) => sum + width, 0);
  const unnamed = box.overflows && !ariaLabel && !labelledBy;

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && unnamed) {
      console.warn(
        'Aquila UI: Table scrolls in its box but has no name. Give it a <caption> or an aria-label, so the box can say what it holds.',
      );
    }
  }, [unnamed]);

  return (
    <TableContext value={context}>
      <div
        {...containerProps}
        ref={boxRef}
        // A box that scrolls is a region a keyboard can reach; one that does not is no tab stop.
        role={box.overflows ? 'region' : undefined}
        tabIndex={box.overflows ? 0 : undefined}
        aria-label={box.overflows ? ariaLabel : undefined}
        aria-labelledby={box.overflows ? labelledBy : undefined}
        className={cx('aq-table__container', containerProps?.className)}
        style={{
          ...containerProps?.style,
          // y is the body's height: the header that stays above it comes on top.
          ...(scrollY ? { maxHeight: `calc(${scrollY} + ${headHeight})` } : {}),
        }}
        data-bordered={dataFlag(bordered)}
        data-scroll-x={dataFlag(Boolean(scrollX))}
        data-scroll-y={dataFlag(Boolean(scrollY))}
        data-overflows={dataFlag(box.overflows)}
      >
        <table
          {...rest}
          ref={tableRefs}
          className={cx('aq-table', className)}
          style={{
            ...(scrollX ? { minWidth: scrollX } : {}),
            ...style,
            // Resized columns set the table's width, or the browser would share the difference among them.
            ...(resizedWidth === undefined ? {} : ({ width: resizedWidth, tableLayout: 'fixed' } satisfies CSSProperties)),
          }}
          data-bordered={dataFlag(bordered)}
          data-resized={dataFlag(columnWidths !== null)}
        >
          {arranged.children}
        </table>
      </div>
    </TableContext>
  );
}
