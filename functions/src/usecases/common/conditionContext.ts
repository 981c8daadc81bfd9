import type { ConditionContext, ConditionSubject, Field } from '@listboard/shared';
import type { ListItemRecord } from '../../ports/listHost';

/**
 * What filters and style rules need to judge the items of a board. 'Today' is the UTC day: boards
 * carry no time zone, and colours and filters must agree for every reader.
 */
export function conditionContextOf(
  fields: readonly Field[],
  users: ReadonlyMap<number, { name: string }>,
  lookupName: (field: Field, id: number) => string | undefined,
): ConditionContext {
  const unique = new Map<string, Field>();
  for (const field of fields) if (!unique.has(field.internalName)) unique.set(field.internalName, field);
  return { fields: [...unique.values()], now: new Date(), userName: (id) => users.get(id)?.name, lookupName };
}

export function subjectOf(record: ListItemRecord): ConditionSubject {
  return {
    id: record.id,
    values: record.values,
    created: record.created,
    modified: record.modified,
    authorId: record.authorId,
    editorId: record.editorId,
  };
}
