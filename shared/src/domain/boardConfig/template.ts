import type { BoardConfig } from '../../api/board';
import type { Field } from '../../api/fields';
import { type BoardTemplate, type TemplateContentRow, boardTemplateSchema } from '../../api/templates';
import { type StoredValue, isEmptyValue, toValueString } from '../fieldValues';
import { formatUserValue } from '../valueFormats';
import { LIST_COMMENTS_FIELD } from './listComments';

/** Spec 2 section 9: file extensions and the export preview. */
export const TEMPLATE_EXTENSION = '.kbot';
export const CONFIG_EXTENSION = '.kboj';
export const TEMPLATE_PREVIEW_ROWS = 3;
/** Spec 3 sections 5 and 9: an export carries at most this many items, the first by list and id (docs/configuration.md#configuration-files-and-templates). */
export const EXPORT_ITEM_LIMIT = 50;
export const TEMPLATE_VERSION = 1 as const;

/** Spec 2 section 3: the field types a template carries, besides lookups to the same list. */
export const EXPORTABLE_FIELD_TYPES: readonly Field['type'][] = [
  'Text',
  'Number',
  'DateTime',
  'Choice',
  'MultiChoice',
  'Note',
  'Boolean',
  'User',
];

/** Spec 2 sections 5 and 8: followed by the display names of the configured fields left out. */
export const MISSING_TEMPLATE_FIELDS_MESSAGE = 'Please add fields from Board configuration: ';

/** A lookup with an empty target points to its own list. */
export function isSameListLookup(field: Field, listId: string): boolean {
  return field.type === 'Lookup' && (!field.lookupList || field.lookupList.toLowerCase() === listId.toLowerCase());
}

export function isExportableField(field: Field, listId: string): boolean {
  return EXPORTABLE_FIELD_TYPES.includes(field.type) || isSameListLookup(field, listId);
}

/** The fields of a list the template export offers, sorted by name. */
export function exportableFields(fields: readonly Field[], listId: string): Field[] {
  return fields.filter((field) => isExportableField(field, listId)).sort((a, b) => a.name.localeCompare(b.name));
}

/** The fields the board's configuration cannot work without: a template must carry every one of them. */
export function configuredFieldNames(config: BoardConfig): string[] {
  const names = [
    config.columnFieldName,
    config.swimlanes.field,
    config.userField,
    config.dueDateField,
    config.commentsFieldName === LIST_COMMENTS_FIELD ? null : config.commentsFieldName,
    config.labelsFieldName,
    config.useSubtasks ? config.parentlookup : null,
  ];
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}

/** Internal names of the configured fields that `templateFields` leaves out. */
export function missingTemplateFields(config: BoardConfig, templateFields: readonly string[]): string[] {
  return configuredFieldNames(config).filter((name) => !templateFields.includes(name));
}

/** The spec's error text, naming the missing fields by their display names where `fields` knows them. */
export function missingTemplateFieldsMessage(missing: readonly string[], fields: readonly Field[]): string {
  const displayName = (name: string) => fields.find((field) => field.internalName === name)?.name ?? name;
  return MISSING_TEMPLATE_FIELDS_MESSAGE + missing.map(displayName).join(', ');
}

/** Spec 2 section 5: the file content is the URI-encoded JSON of the template. */
export function encodeTemplateFile(template: BoardTemplate): string {
  return encodeURIComponent(JSON.stringify(template));
}

/** Reads a template file; throws an Error a person can read when the text is not one. */
export function decodeTemplateFile(text: string): BoardTemplate {
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(text.trim()));
  } catch {
    throw new Error(`This is not a board template (${TEMPLATE_EXTENSION}) file: its content cannot be read.`);
  }
  const parsed = boardTemplateSchema.safeParse(json);
  if (!parsed.success) throw new Error(`This board template cannot be used: ${templateIssues(parsed.error.issues)}`);
  return parsed.data;
}

/** A short human list of what is wrong with a template, for files and request bodies alike. */
export function templateIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const shown = issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || 'template'}: ${issue.message}`);
  return shown.join('; ') + (issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '');
}

/** The rows the export popup shows before the file is saved. */
export function templatePreview(template: BoardTemplate): TemplateContentRow[] {
  return template.content.slice(0, TEMPLATE_PREVIEW_ROWS);
}

/** An item of a source list as the export reads it. */
export interface TemplateItem {
  id: number;
  values: Readonly<Record<string, StoredValue>>;
}

/** A source list of the board, in the order of board.source.lists. */
export interface TemplateSource {
  listId: string;
  name: string;
  fields: readonly Field[];
  /** Read only when the template includes content. */
  items: readonly TemplateItem[];
  /** Logins of the users of the list's site: people travel by login, so they resolve on another site. */
  loginOf(userId: number): string | undefined;
}

export interface TemplateExport {
  config: BoardConfig;
  lists: readonly TemplateSource[];
  /** Internal names; every exportable field when missing. */
  templateFields?: readonly string[];
  includeContent: boolean;
}

/** The exportable fields the template carries: the requested ones, else all of them, by name. */
export function effectiveTemplateFields(
  lists: readonly Pick<TemplateSource, 'listId' | 'fields'>[],
  requested?: readonly string[],
): string[] {
  const exportable = lists.flatMap((list) => exportableFields(list.fields, list.listId)).sort((a, b) => a.name.localeCompare(b.name));
  const names = [...new Set(exportable.map((field) => field.internalName))];
  return requested ? names.filter((name) => requested.includes(name)) : names;
}

/** A value string of the formats POST /api/item/values takes, with people by login; null when empty. */
function templateValue(field: Field, value: StoredValue | undefined, loginOf: TemplateSource['loginOf']): string | null {
  if (isEmptyValue(value)) return null;
  if (field.type !== 'User') return toValueString(field, value);
  const logins = (Array.isArray(value) ? value : [value])
    .map((id) => loginOf(Number(id)))
    .filter((login): login is string => Boolean(login));
  return formatUserValue(logins.map((login) => ({ login }))) || null;
}

/** The template of a board: its configuration, its lists' carried fields and, when asked, their items by id. */
export function buildBoardTemplate({ config, lists, templateFields, includeContent }: TemplateExport): BoardTemplate {
  const carried = effectiveTemplateFields(lists, templateFields);
  const listData = lists.map((list) => ({
    name: list.name,
    // A lookup to its own list keeps no list id: the import points it to the new list.
    fields: list.fields
      .filter((f) => isExportableField(f, list.listId) && carried.includes(f.internalName))
      .map((f) => (f.type === 'Lookup' ? { ...f, lookupList: '' } : f)),
  }));
  const items = !includeContent
    ? []
    : lists.flatMap((list, index) => [...list.items].sort((a, b) => a.id - b.id).map((item) => ({ item, index, loginOf: list.loginOf })));
  const content = items.slice(0, EXPORT_ITEM_LIMIT).map(({ item, index, loginOf }) => ({
    ID: item.id,
    list: index,
    values: Object.fromEntries(listData[index].fields.map((f) => [f.internalName, templateValue(f, item.values[f.internalName], loginOf)])),
  }));
  const template = { version: TEMPLATE_VERSION, board: config, listData, templateFields: carried, content, includeContent };
  return includeContent ? { ...template, contentTotal: items.length } : template;
}
