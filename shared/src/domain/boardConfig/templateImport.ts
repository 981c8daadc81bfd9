import type { BoardConfig, SourceList } from '../../api/board';
import { PERMISSION } from '../../api/values';
import { type Field, type FieldInput, fieldSchema } from '../../api/fields';
import type { BoardTemplate } from '../../api/templates';
import { parseFieldValue } from '../fieldValidation';
import { type StoredValue, isEmptyValue } from '../fieldValues';
import { ORDER_FIELD } from '../order';
import { reconcileImportedConfig } from './reconcile';
import { listKey } from './sourceLists';
import { isExportableField, missingTemplateFields, missingTemplateFieldsMessage } from './template';

/** What every list a board runs on has, whether or not the template carries it: a title and the card order. */
const STORE_FIELDS: readonly FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: ORDER_FIELD, name: 'Order', type: 'Number' },
];

/** A list the import creates. */
export interface TemplateListDefinition {
  title: string;
  fields: Field[];
}

/** Why a template cannot be imported. */
export interface TemplateProblem {
  code: 'invalid_template' | 'template_missing_fields';
  message: string;
}

/**
 * The lists of a template: per listData entry its carried fields of the exportable kinds, once each,
 * plus the store's own. Lookups point to their own new list; they are never required, because the
 * items are created before the items they point to exist.
 */
export function templateListDefinitions(template: BoardTemplate): TemplateListDefinition[] {
  return template.listData.map((list, index) => {
    const sourceId = template.board.source.lists[index]?.listID ?? '';
    const seen = new Set<string>();
    const fields = list.fields
      .filter((field) => {
        const key = field.internalName.toLowerCase();
        if (seen.has(key) || !template.templateFields.includes(field.internalName) || !isExportableField(field, sourceId)) return false;
        seen.add(key);
        return true;
      })
      .map((field) => (field.type === 'Lookup' ? { ...field, lookupList: '', isRequired: false } : field));
    const storeFields = STORE_FIELDS.filter((field) => !seen.has(field.internalName.toLowerCase())).map((field) =>
      fieldSchema.parse(field),
    );
    return { title: list.name, fields: [...fields, ...storeFields] };
  });
}

/** The problem of a template whose shape the schema accepts but whose parts do not fit together, or null. */
export function templateProblem(template: BoardTemplate, definitions: readonly TemplateListDefinition[]): TemplateProblem | null {
  const lists = template.board.source.lists.length;
  if (template.listData.length !== lists) {
    return { code: 'invalid_template', message: `The template holds ${template.listData.length} lists for a board over ${lists}.` };
  }
  const fields = definitions.flatMap((definition) => definition.fields);
  const missing = missingTemplateFields(
    template.board,
    fields.map((field) => field.internalName),
  );
  if (missing.length > 0) {
    return {
      code: 'template_missing_fields',
      message: missingTemplateFieldsMessage(
        missing,
        template.listData.flatMap((list) => list.fields),
      ),
    };
  }
  return null;
}

export interface TemplateImportTarget {
  name: string;
  /** The new lists, in the order of listData. */
  lists: SourceList[];
  /** Their fields (templateListDefinitions). */
  fields: readonly Field[];
  ownerLogin: string;
}

/** List ids are GUIDs, written with or without braces and in either case. */

/**
 * The template's configuration over the new lists: a new board of `name` that its importer owns (the
 * other permission lists name people of the site the template came from). It is fitted to the new
 * lists' fields as a configuration import is, so settings naming fields the template does not carry
 * are left out; views move to the new list that stands for theirs.
 */
export function importedBoardConfig(template: BoardTemplate, { name, lists, fields, ownerLogin }: TemplateImportTarget): BoardConfig {
  const board = template.board;
  const newListIds = new Map(board.source.lists.map((list, index) => [listKey(list.listID), lists[index]?.listID]));
  const views = board.views.map((view) => {
    const listID = typeof view.listID === 'string' ? newListIds.get(listKey(view.listID)) : undefined;
    return listID ? { ...view, listID } : view;
  });
  const owner = { login: ownerLogin, isGroup: false };
  const target: BoardConfig = {
    ...board,
    id: '',
    name,
    source: { lists, contentTypeID: null },
    // Every new list has a Title (templateListDefinitions): the card title when the template's is not carried.
    titleFieldName: 'Title',
    permission: {
      defaultUserPermission: PERMISSION.ViewOnly,
      boardAccess: [],
      boardNoAccess: [],
      tasksOwners: [owner],
      boardOwners: [owner],
      everyBodyCanEditSetting: false,
    },
  };
  return reconcileImportedConfig(
    { ...board, views },
    { config: target, fields },
    template.listData.flatMap((list) => list.fields),
  ).config;
}

/** A content row ready to be created. */
export interface ImportedRow {
  /** The listData entry and the item's id in the template. */
  list: number;
  id: number;
  values: Record<string, StoredValue>;
  /** Lookups to the same list, by template ids: set once every item of the list exists (remappedLookups). */
  lookups: Record<string, number[]>;
}

/**
 * The content rows parsed against the new lists' fields. People are resolved by login, and those the
 * site does not know are dropped (ids mean nothing on another site); every other problem is reported.
 */
export function parseTemplateContent(
  template: BoardTemplate,
  definitions: readonly TemplateListDefinition[],
  userIdOf: (login: string) => number | undefined,
): { rows: ImportedRow[]; problems: string[] } {
  const rows: ImportedRow[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [index, row] of template.content.entries()) {
    const list = row.list ?? 0;
    const where = `Row ${index + 1} (ID ${row.ID})`;
    const definition = definitions[list];
    if (!definition || seen.has(`${list}/${row.ID}`)) {
      problems.push(`${where}: ${definition ? 'another row has the same ID' : `the template has no list ${list}`}.`);
      continue;
    }
    seen.add(`${list}/${row.ID}`);
    const parsed = parseRow(definition.fields, row.values, userIdOf);
    problems.push(...parsed.problems.map((problem) => `${where}: ${problem}`));
    rows.push({ list, id: row.ID, values: parsed.values, lookups: parsed.lookups });
  }
  return { rows, problems };
}

function parseRow(fields: readonly Field[], raw: Readonly<Record<string, string | null>>, userIdOf: (login: string) => number | undefined) {
  const values: Record<string, StoredValue> = {};
  const lookups: Record<string, number[]> = {};
  const problems: string[] = [];
  for (const field of fields.filter((f) => !f.isReadOnly)) {
    const text = raw[field.internalName];
    if (text === undefined && !field.isRequired) continue;
    const parsed = parseFieldValue(field, text ?? null);
    if (!parsed.ok) {
      problems.push(parsed.problem.message);
      continue;
    }
    let value = parsed.value;
    if (parsed.users) {
      value = [
        ...new Set(
          parsed.users.flatMap((ref) => ('login' in ref ? [userIdOf(ref.login)] : [])).filter((id): id is number => id !== undefined),
        ),
      ];
      if (value.length === 0 && field.isRequired) problems.push(`${field.name}: nobody named is a user of this site.`);
    }
    if (isEmptyValue(value)) continue;
    if (field.type === 'Lookup') lookups[field.internalName] = value as number[];
    else values[field.internalName] = value;
  }
  return { values, lookups, problems };
}

/** A row's same-list lookups pointed at the new items; ids the template has no row for are dropped, and lookups left empty. */
export function remappedLookups(
  lookups: Readonly<Record<string, number[]>>,
  newIds: ReadonlyMap<number, number>,
): Record<string, number[]> {
  return Object.fromEntries(
    Object.entries(lookups)
      .map(([field, ids]) => [field, ids.flatMap((id) => newIds.get(id) ?? [])] as const)
      .filter(([, ids]) => ids.length > 0),
  );
}
