import { type BoardConfig, type Field, type FieldInput, NEW_BOARD_FIELDS, type SourceList, fieldSchema, withAddedChoices } from '@listboard/shared';
import type { ListSchema } from '../../ports/listHost';
import { listSchemaOf } from '../common/boardAccess';
import type { Session } from '../../context/session';

/** What a save changes on the board's lists: new-board fields to add and labels to offer. */
export interface ListChangesPlan {
  /** The added fields as they will be, for validating the configuration before anything is written. */
  fields: Field[];
  apply: () => Promise<void>;
}

/** The settings that name the new-board fields (spec 2 section 9: DueDate, KanbanComments, Labels). */
const referencesOf = (config: BoardConfig) => new Set([config.dueDateField, config.commentsFieldName, config.labelsFieldName]);

/** The enabled labels of the configuration its labels field does not offer yet, compared case-insensitively. */
function labelsToAdd(config: BoardConfig, list: ListSchema, added: readonly FieldInput[]): string[] {
  const field = [...list.fields, ...added].find((f) => f.internalName === config.labelsFieldName);
  if (field?.type !== 'MultiChoice') return [];
  const current = field.choices ?? [];
  return withAddedChoices(current, config.labelsColors.filter((l) => !l.disabled).map((l) => l.name)).slice(current.length);
}

/**
 * Spec 2 section 9: a board set up with the defaults names Due Date, Comments and Labels even when its
 * lists lack them, and labels added in the wizard must be choices of the labels field; the save makes
 * both so, once the configuration is found valid. Only on lists the user may manage: elsewhere the list
 * stays as it is, validation reports a missing field, and a missing label is simply not offered.
 */
export async function planListChanges(session: Session, config: BoardConfig): Promise<ListChangesPlan> {
  const referenced = referencesOf(config);
  const wanted = NEW_BOARD_FIELDS.filter((field) => referenced.has(field.internalName));
  const changes: { source: SourceList; fields: FieldInput[]; labels: string[] }[] = [];
  const listHost = session.lists;
  for (const source of config.source.lists) {
    const list = await listSchemaOf(session, source);
    const fields = wanted.filter((field) => !list.fields.some((f) => f.internalName === field.internalName));
    const labels = labelsToAdd(config, list, fields);
    if (fields.length === 0 && labels.length === 0) continue;
    const rights = await listHost.getListRights(source.url, source.listID, session.user.login);
    if (rights.manage) changes.push({ source, fields, labels });
  }
  const added = changes.flatMap((change) => change.fields);
  return {
    fields: [...new Map(added.map((field) => [field.internalName, fieldSchema.parse(field)])).values()],
    apply: async () => {
      for (const { source, fields, labels } of changes) {
        for (const field of fields) await listHost.addField(source.url, source.listID, field);
        const labelsField = config.labelsFieldName;
        if (labels.length > 0 && labelsField) await listHost.updateChoices(source.url, source.listID, labelsField, (stored) => withAddedChoices(stored, labels));
      }
    },
  };
}
