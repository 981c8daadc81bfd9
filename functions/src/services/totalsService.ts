import { type TotalsResponse, type totalsRequestSchema, computeTotal } from '@listboard/shared';
import type { z } from 'zod';
import { badRequest } from '../http/apiError';
import { layOutTasks } from './tasksService';
import type { Session } from './session';

/** POST /api/kanban/totals: the sum or average of the column's total field over the cell's filtered cards. */
export async function cellTotals(session: Session, request: z.infer<typeof totalsRequestSchema>): Promise<TotalsResponse> {
  const { response, records } = await layOutTasks(session, request);
  const column = response.rows[request.rowIndex]?.columns[request.columnIndex];
  if (!column) throw badRequest('unknown_cell', `The board has no cell at row ${request.rowIndex}, column ${request.columnIndex}.`);
  if (!column.totals) throw badRequest('no_totals', `The column ${column.name} has no totals.`);
  const { name, fieldName, func } = column.totals;
  const values = column.items.map((item) => {
    const value = records.get(item.uniqueID)?.values[fieldName];
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  });
  return { name, fieldName, func, value: computeTotal(values, func), count: column.items.length };
}
