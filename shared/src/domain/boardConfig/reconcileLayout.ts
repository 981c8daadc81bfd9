import type { BoardConfig, ColumnDefinition, Swimlanes } from '../../api/board';
import type { Field } from '../../api/fields';
import { MIN_COLUMNS, lanesForField } from './columnsAndLanes';
import { widthsOfKept } from './columnWidths';
import { TOTALS_FIELD_TYPES, isSwimlaneFieldCandidate } from './fieldPurposes';
import { type ImportContext, ofTypes } from './reconcileFields';

type Columns = Pick<BoardConfig, 'columnFieldName' | 'columnDefinitions' | 'columnCols'>;

const isChoice = ofTypes(['Choice']);
const isTotals = ofTypes(TOTALS_FIELD_TYPES);

/** The values a field can hold, when it lists them; a field that lists none cannot rule a value out. */
function knownChoices(field: Field): ReadonlySet<string> | null {
  const listsChoices = field.type === 'Choice' || field.type === 'MultiChoice';
  return listsChoices && field.choices?.length ? new Set(field.choices) : null;
}

function withTotals(column: ColumnDefinition, ctx: ImportContext): ColumnDefinition {
  if (!column.totals) return column;
  const { fieldName } = column.totals;
  const field = ctx.resolve('columns', fieldName, isTotals, `${column.name}: total of ${ctx.label(fieldName)}`);
  return { ...column, totals: field ? { ...column.totals, fieldName: field.internalName } : null };
}

/**
 * The imported columns whose value is a choice of the (matched) column field. A board needs 2 columns,
 * and choosing which of the target's columns to mix in would be a guess; so when fewer than 2
 * survive, the target board keeps its own column field and columns, and every imported column is
 * reported as dropped.
 */
export function reconcileColumns(imported: Columns, target: Columns, ctx: ImportContext): Columns {
  const found = ctx.match(imported.columnFieldName, isChoice);
  const choices = found && knownChoices(found.field);
  const survivors = found ? imported.columnDefinitions.filter((column) => !choices || choices.has(column.value)) : [];
  if (!found || survivors.length < MIN_COLUMNS) {
    if (!found) ctx.drop('columns', ctx.label(imported.columnFieldName));
    for (const column of imported.columnDefinitions) ctx.drop('columns', column.name);
    return { columnFieldName: target.columnFieldName, columnDefinitions: target.columnDefinitions, columnCols: target.columnCols };
  }
  if (found.similar) ctx.substitute('columns', imported.columnFieldName, found.field);
  for (const column of imported.columnDefinitions) if (!survivors.includes(column)) ctx.drop('columns', column.name);
  return {
    columnFieldName: found.field.internalName,
    columnDefinitions: survivors.map((column) => withTotals(column, ctx)),
    // The dropped columns' widths go to the survivors, so the widths still add up to 100.
    columnCols: widthsOfKept(
      imported,
      survivors.map((column) => imported.columnDefinitions.indexOf(column)),
    ),
  };
}

/**
 * The swimlanes on the matched field; without one the board has none. Lanes whose value is not a
 * choice of the field are dropped; a fixed set of lanes that loses them all starts again from the
 * field's choices, as picking the field in the wizard does, because a board needs a lane.
 */
export function reconcileSwimlanes(swimlanes: Swimlanes, columnFieldName: string, ctx: ImportContext): Swimlanes {
  if (!swimlanes.field) return swimlanes;
  const field = ctx.resolve('swimlanes', swimlanes.field, (candidate) => isSwimlaneFieldCandidate(candidate, columnFieldName));
  if (!field) return { ...swimlanes, field: null, lanes: [] };
  const choices = knownChoices(field);
  const lanes = swimlanes.lanes.filter((lane) => lane.isDefault || !choices || choices.has(lane.value));
  for (const lane of swimlanes.lanes) if (!lanes.includes(lane)) ctx.drop('swimlanes', lane.name);
  const lostEveryLane = !swimlanes.isDynamic && lanes.every((lane) => lane.isDefault) && swimlanes.lanes.length > lanes.length;
  return { ...swimlanes, field: field.internalName, lanes: lostEveryLane ? [...lanesForField(field, false), ...lanes] : lanes };
}
