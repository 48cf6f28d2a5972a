// The console's tables (organisations and their members, the money ledger, single sign-on domains): one look for all
// of them, a caption for screen readers, headings above columns, a rule under the headings and between rows, and a
// sideways scroll on narrow screens. A table defines its columns; edit here to change how every one of them looks.
import type { ReactNode } from 'react';

/** One column: its heading and how a row fills its cell. */
export interface DataColumn<Row> {
  heading: string;
  /** Read aloud but not shown: a column of buttons needs no visible title. */
  isHeadingHidden?: boolean;
  /** Right-aligned with figures of equal width: counts, balances and amounts. */
  isNumeric?: boolean;
  /** The cell names its row (a `<th scope="row">`): one such column at most, usually the first. */
  isRowHeader?: boolean;
  /** Classes added to the cell, for this row. */
  cellClassName?: (row: Row) => string | undefined;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  /** What the table lists, for screen readers. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Classes on a row, for a row the table marks (the one chosen). */
  rowClassName?: (row: Row) => string | undefined;
  testId?: string;
  rowTestId?: string;
  className?: string;
  /**
   * Scrolls sideways on narrow screens (default). Off for a table only screen readers get (a chart's figures): a
   * scrolling region must take keyboard focus, and a hidden one would be a tab stop nobody sees.
   */
  isScrolling?: boolean;
}

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

export function DataTable<Row>({ caption, columns, rows, rowKey, rowClassName, testId, rowTestId, className, isScrolling = true }: DataTableProps<Row>) {
  const lastIndex = columns.length - 1;
  const edge = (index: number) => (index < lastIndex ? 'pr-3' : undefined);
  return (
    <div className={join(isScrolling && 'overflow-x-auto', className)}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <tr>
            {columns.map((column, index) => (
              <th key={column.heading} scope="col" className={join('py-2 font-semibold', edge(index), column.isNumeric && 'text-right')}>
                {column.isHeadingHidden ? <span className="sr-only">{column.heading}</span> : column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)} data-testid={rowTestId}>
              {columns.map((column, index) => {
                const cellClass = join('py-2.5', edge(index), column.isNumeric && 'text-right tabular-nums', column.isRowHeader && 'font-medium', column.cellClassName?.(row));
                return column.isRowHeader ? (
                  <th key={column.heading} scope="row" className={cellClass}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.heading} className={cellClass}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
