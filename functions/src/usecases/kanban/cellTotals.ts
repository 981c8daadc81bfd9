import { type Column, type TotalsResponse, type totalsRequestSchema, computeTotal, rowTotal } from '@listboard/shared';
import type { z } from 'zod';
import { invalid } from '../errors';
import type { ListItemRecord } from '../../ports/listHost';
import { layOutTasks } from './tasks';
import type { Session } from '../../context/session';

type TotalsRequest = z.infer<typeof totalsRequestSchema>;
type Records = Map<string, ListItemRecord>;

/** The column's total over its filtered cards, or null for a column without totals. */
function columnTotal(column: Column, records: Records): TotalsResponse | null {
  if (!column.totals) return null;
  const { name, fieldName, func } = column.totals;
  const values = column.items.map((item) => {
    const value = records.get(item.uniqueID)?.values[fieldName];
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  });
  return { name, fieldName, func, value: computeTotal(values, func), count: column.items.length };
}

/**
 * POST /api/kanban/totals: the sum or average of the column's total field over the cell's filtered
 * cards; without a column, the row total of the columns flagged isPartOfRowTotal (when the board's
 * swimlanes calculate totals).
 */
export async function cellTotals(session: Session, request: TotalsRequest): Promise<TotalsResponse> {
  const { response, records: recordsOf, config } = await layOutTasks(session, request);
  const records = recordsOf();
  const row = response.rows[request.rowIndex];
  if (request.columnIndex === undefined) {
    if (!config.swimlanes.calculateTotal) throw invalid('no_row_totals', 'The swimlanes of this board do not calculate totals.');
    if (!row) throw invalid('unknown_cell', `The board has no row ${request.rowIndex}.`);
    const totals = row.columns.map((column) => (column.isPartOfRowTotal ? columnTotal(column, records) : null));
    const counted = row.columns.filter((_, index) => totals[index] !== null);
    return {
      name: '',
      fieldName: [...new Set(totals.flatMap((total) => (total ? [total.fieldName] : [])))].join(', '),
      func: 'sum',
      value: rowTotal(row.columns.map((column, index) => ({ total: totals[index]?.value, isPartOfRowTotal: column.isPartOfRowTotal }))),
      count: counted.reduce((sum, column) => sum + column.items.length, 0),
    };
  }
  const column = row?.columns[request.columnIndex];
  if (!column) throw invalid('unknown_cell', `The board has no cell at row ${request.rowIndex}, column ${request.columnIndex}.`);
  const total = columnTotal(column, records);
  if (!total) throw invalid('no_totals', `The column ${column.name} has no totals.`);
  return total;
}
