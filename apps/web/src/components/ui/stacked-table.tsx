import type { ReactNode } from 'react';
import './page.css';

export interface StackedColumn {
  label: string;
  /** a class for this column's cells (a long text's wrapping) */
  className?: string;
}

export interface StackedRow {
  key: string | number;
  /** one per column, in the columns' order */
  cells: readonly ReactNode[];
}

/**
 * A data table that is a table on a tablet or a computer and one card per row on a phone (page.css
 * `.data-table-stack`): there each cell is a line of its own after its column's name, so a table of five columns never
 * scrolls sideways at 390 px. The roles are written out: a browser may drop a table's meaning once its rows and cells
 * are laid out as blocks, and a screen reader would then read the cells without their columns.
 */
export function StackedTable({
  caption,
  captionId,
  columns,
  rows,
}: {
  caption: string;
  captionId: string;
  columns: readonly StackedColumn[];
  rows: readonly StackedRow[];
}) {
  return (
    <table className="data-table data-table-stack" role="table">
      <caption id={captionId} className="visually-hidden">
        {caption}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.label} scope="col" role="columnheader">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.key} role="row">
            {row.cells.map((cell, i) => (
              <td key={columns[i]?.label ?? i} role="cell" data-label={columns[i]?.label} className={columns[i]?.className}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
