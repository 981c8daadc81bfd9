import { type BoardResponse, type FieldValue, type Item, formatUserValue } from '@listboard/shared';
import type { ClientErrorCode } from '../../api/client';
import type { MessageKey } from '../../i18n/i18n';
import { joinDateTime, splitDateTime } from '../../ui/fields/dateValue';
import type { Person } from '../../ui/fields/PeoplePicker';

/** What was changed in a subtask's row; a missing part is unchanged. */
export interface SubtaskEdit {
  status?: string;
  /** The due day as the date input holds it ('YYYY-MM-DD', '' for none). */
  due?: string;
  assignees?: Person[];
}

function isDateOnly(board: BoardResponse): boolean {
  return board.fields.find((field) => field.internalName === board.dueDateField)?.dateOnly ?? true;
}

/** The due day a row shows for a subtask. */
export function dueDay(board: BoardResponse, item: Item): string {
  return splitDateTime(item.dueDate ?? '', isDateOnly(board), '24h').date;
}

/** The values to save for a row's edits: only what differs from the subtask as loaded. */
export function subtaskChanges(board: BoardResponse, item: Item, edit: SubtaskEdit): FieldValue[] {
  const values: FieldValue[] = [];
  if (edit.status !== undefined && edit.status !== item.columnValue) values.push({ name: board.columnFieldName, value: edit.status });
  if (board.dueDateField && edit.due !== undefined && edit.due !== dueDay(board, item)) {
    values.push({ name: board.dueDateField, value: joinDateTime({ date: edit.due, time: '' }, isDateOnly(board), '24h') });
  }
  if (board.userField && edit.assignees !== undefined) {
    const ids = edit.assignees.map((p) => p.id);
    const same = ids.length === item.usersIds.length && ids.every((id) => item.usersIds.includes(id));
    if (!same) values.push({ name: board.userField, value: formatUserValue(ids.map((id) => ({ id }))) });
  }
  return values;
}

const LINK_PROBLEMS: Partial<Record<ClientErrorCode, MessageKey>> = {
  same_item: 'subtask_same_item',
  task_not_found: 'subtask_task_not_found',
  already_subtask: 'subtask_already_subtask',
  cyclic_dependency: 'subtask_cyclic_dependency',
  multi_level_disabled: 'subtask_multi_level_disabled',
};

/** The localized message for a refused link (spec 1 section 8), or null for other failures. */
export function linkProblemMessage(code: ClientErrorCode): MessageKey | null {
  return LINK_PROBLEMS[code] ?? null;
}
