import type { TableColumnsType } from 'antd';

/**
 * Gives every cell of a column its column's title as `data-label`, so a table with the
 * `stack-on-phone` class (app/data-area.css) can show each row as a card of labelled cells at phone width.
 * Titles that are not plain text (a hidden "Actions" heading) get no label.
 */
export function withCellLabels<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined;
    if (!label) return column;
    const own = column.onCell;
    return { ...column, onCell: (row: T, index?: number) => ({ ...own?.(row, index), 'data-label': label }) as React.HTMLAttributes<HTMLElement> };
  });
}
