import {
  type BoardConfig,
  type Field,
  type FieldInput,
  NEW_BOARD_FIELDS,
  type SourceList,
  columnChoicesToAdd,
  fieldSchema,
  withAddedChoices,
} from '@listboard/shared';
import type { ListSchema } from '../../ports/listHost';
import { listSchemaOf } from '../common/boardAccess';
import type { Session } from '../../context/session';

/** What a save changes on the board's lists: new-board fields to add, labels to offer and columns' choices. */
export interface ListChangesPlan {
  /** The lists' fields as they will be, for validating the configuration before anything is written. */
  withChanges: (listed: readonly Field[]) => Field[];
  apply: () => Promise<void>;
}

interface ListChange {
  source: SourceList;
  fields: FieldInput[];
  labels: string[];
  columnChoices: string[];
}

/** The settings that name the new-board fields (spec 2 section 9: DueDate, KanbanComments, Labels). */
const referencesOf = (config: BoardConfig) => new Set([config.dueDateField, config.commentsFieldName, config.labelsFieldName]);

/** The enabled labels of the configuration its labels field does not offer yet, compared case-insensitively. */
function labelsToAdd(config: BoardConfig, list: ListSchema, added: readonly FieldInput[]): string[] {
  const field = [...list.fields, ...added].find((f) => f.internalName === config.labelsFieldName);
  if (field?.type !== 'MultiChoice') return [];
  const current = field.choices ?? [];
  return withAddedChoices(
    current,
    config.labelsColors.filter((l) => !l.disabled).map((l) => l.name),
  ).slice(current.length);
}

/**
 * Spec 2 section 9: a board set up with the defaults names Due Date, Comments and Labels even when its
 * lists lack them, and labels added in the wizard must be choices of the labels field; the save makes
 * both so, once the configuration is found valid. Columns the wizard added by name become choices of
 * the column field the same way (docs/configuration.md). Only on lists the user may manage: elsewhere
 * the list stays as it is, validation reports a missing field or an unknown column value, and a
 * missing label is simply not offered.
 */
export async function planListChanges(session: Session, config: BoardConfig): Promise<ListChangesPlan> {
  const referenced = referencesOf(config);
  const wanted = NEW_BOARD_FIELDS.filter((field) => referenced.has(field.internalName));
  const changes: ListChange[] = [];
  const listHost = session.lists;
  for (const source of config.source.lists) {
    const list = await listSchemaOf(session, source);
    const fields = wanted.filter((field) => !list.fields.some((f) => f.internalName === field.internalName));
    const labels = labelsToAdd(config, list, fields);
    const columnChoices = columnChoicesToAdd(
      config,
      list.fields.find((f) => f.internalName === config.columnFieldName),
    );
    if (fields.length === 0 && labels.length === 0 && columnChoices.length === 0) continue;
    const rights = await listHost.getListRights(source.url, source.listID, session.user.login);
    if (rights.manage) changes.push({ source, fields, labels, columnChoices });
  }
  return {
    withChanges: (listed) => withPlannedFields(listed, changes, config.columnFieldName),
    apply: () => applyChanges(session, config, changes),
  };
}

/** The listed fields, the added ones after them, the column field with its new choices. */
function withPlannedFields(listed: readonly Field[], changes: readonly ListChange[], columnFieldName: string): Field[] {
  const added = [
    ...new Map(changes.flatMap((change) => change.fields).map((field) => [field.internalName, fieldSchema.parse(field)])).values(),
  ];
  const columnChoices = changes.flatMap((change) => change.columnChoices);
  const fields = listed.map((field) =>
    field.internalName === columnFieldName && columnChoices.length > 0
      ? { ...field, choices: withAddedChoices(field.choices ?? [], columnChoices) }
      : field,
  );
  return [...fields, ...added.filter((a) => !fields.some((f) => f.internalName === a.internalName))];
}

async function applyChanges(session: Session, config: BoardConfig, changes: readonly ListChange[]): Promise<void> {
  const listHost = session.lists;
  const labelsField = config.labelsFieldName;
  for (const { source, fields, labels, columnChoices } of changes) {
    for (const field of fields) await listHost.addField(source.url, source.listID, field);
    if (labels.length > 0 && labelsField)
      await listHost.updateChoices(source.url, source.listID, labelsField, (stored) => withAddedChoices(stored, labels));
    if (columnChoices.length > 0)
      await listHost.updateChoices(source.url, source.listID, config.columnFieldName, (stored) => withAddedChoices(stored, columnChoices));
  }
}
