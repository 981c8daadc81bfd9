import { type BoardConfig, type Field, type FieldInput, NEW_BOARD_FIELDS, type SourceList, fieldSchema } from '@listboard/shared';
import { listSchemaOf } from './boardAccess';
import type { Session } from './session';

/** The new-board fields a save will add, and the lists they go to. */
export interface NewBoardFieldsPlan {
  /** The fields as they will be, for validating the configuration before anything is written. */
  fields: Field[];
  apply: () => Promise<void>;
}

/** The settings that name the new-board fields (spec 2 section 9: DueDate, KanbanComments, Labels). */
const referencesOf = (config: BoardConfig) => new Set([config.dueDateField, config.commentsFieldName, config.labelsFieldName]);

/**
 * Spec 2 section 9: a board set up with the defaults names Due Date, Comments and Labels even when its
 * lists lack them; the save creates them on those lists, once the configuration is found valid. Only
 * where the user may manage the list: elsewhere the list stays as it is and validation reports the gap.
 */
export async function planNewBoardFields(session: Session, config: BoardConfig): Promise<NewBoardFieldsPlan> {
  const referenced = referencesOf(config);
  const wanted = NEW_BOARD_FIELDS.filter((field) => referenced.has(field.internalName));
  const additions: { source: SourceList; field: FieldInput }[] = [];
  const { listHost } = session.services;
  for (const source of wanted.length > 0 ? config.source.lists : []) {
    const list = await listSchemaOf(session, source);
    const missing = wanted.filter((field) => !list.fields.some((f) => f.internalName === field.internalName));
    if (missing.length === 0) continue;
    const rights = await listHost.getListRights(source.url, source.listID, session.user.login);
    if (rights.manage) additions.push(...missing.map((field) => ({ source, field })));
  }
  const fields = [...new Map(additions.map(({ field }) => [field.internalName, fieldSchema.parse(field)])).values()];
  return {
    fields,
    apply: async () => {
      for (const { source, field } of additions) await listHost.addField(source.url, source.listID, field);
    },
  };
}
