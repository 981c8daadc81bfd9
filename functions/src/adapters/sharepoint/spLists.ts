import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/fields/index.js';
import '@pnp/sp/security/index.js';
import type { SPFI } from '@pnp/sp';
import type { FieldInput } from '@listboard/shared';
import { type ListDefinition, type ListRights, type ListSchema, ListValueError } from '../../ports/listHost';
import { type SpCollection, type SpField, fieldOf, itemsOf } from './spFields';
import { fieldSchemaXml } from './spFieldXml';
import { listRightsOf } from './spPermissions';
import { MEMBERSHIP_CLAIM } from './spSite';
import { spCall } from './spConnection';

/** SharePoint's list templates: a generic list and a document library (BaseType 1). */
const GENERIC_LIST = 100;
const DOCUMENT_LIBRARY = 101;

const FIELD_PROPERTIES = [
  'InternalName', 'Title', 'FieldTypeKind', 'TypeAsString', 'Required', 'ReadOnlyField', 'Hidden', 'Choices', 'FillInChoice', 'DefaultValue',
  'RichText', 'AppendOnly', 'DisplayFormat', 'ShowAsPercentage', 'MinimumValue', 'MaximumValue', 'CurrencyLocaleId', 'LookupList', 'LookupField',
  'AllowMultipleValues', 'SelectionMode', 'SelectionGroup', 'OutputType',
] as const;

interface SpList {
  Id: string;
  Title: string;
  Description?: string;
  BaseType: number;
  EnableVersioning: boolean;
  Hidden?: boolean;
  Fields?: SpCollection<SpField>;
  ContentTypes?: SpCollection<{ StringId: string }>;
}

function listSchemaOf(siteUrl: string, list: SpList): ListSchema {
  return {
    id: list.Id.toLowerCase(),
    siteUrl,
    title: list.Title,
    description: list.Description ?? '',
    fields: itemsOf(list.Fields).map(fieldOf).filter((field) => field !== null),
    versioning: list.EnableVersioning,
    isLibrary: list.BaseType === 1,
    contentTypeIds: itemsOf(list.ContentTypes).map((type) => type.StringId),
  };
}

/** A list with its fields and content types in one request ($expand), however many fields it has. */
const LIST_SELECT = ['Id', 'Title', 'Description', 'BaseType', 'EnableVersioning', 'Hidden', ...FIELD_PROPERTIES.map((name) => `Fields/${name}`), 'ContentTypes/StringId'];

export async function listsOf(sp: SPFI, siteUrl: string): Promise<ListSchema[]> {
  const lists = await sp.web.lists.filter('Hidden eq false').select(...LIST_SELECT).expand('Fields', 'ContentTypes')<SpList[]>();
  return lists.map((list) => listSchemaOf(siteUrl, list));
}

export async function listOf(sp: SPFI, siteUrl: string, listId: string): Promise<ListSchema | null> {
  const list = await spCall(() => sp.web.lists.getById(listId).select(...LIST_SELECT).expand('Fields', 'ContentTypes')<SpList>());
  return list && listSchemaOf(siteUrl, list);
}

async function existingList(sp: SPFI, siteUrl: string, listId: string): Promise<ListSchema> {
  const list = await listOf(sp, siteUrl, listId);
  if (!list) throw new ListValueError(`The list ${listId} does not exist on ${siteUrl}.`);
  return list;
}

export async function addListField(sp: SPFI, siteUrl: string, listId: string, field: FieldInput): Promise<ListSchema> {
  const list = await existingList(sp, siteUrl, listId);
  if (list.fields.some((existing) => existing.internalName.toLowerCase() === field.internalName.toLowerCase())) {
    throw new ListValueError(`The list already has a field named ${field.internalName}.`);
  }
  await sp.web.lists.getById(listId).fields.createFieldAsXml(fieldSchemaXml(field, list.id));
  return existingList(sp, siteUrl, listId);
}

export async function createSpList(sp: SPFI, siteUrl: string, definition: ListDefinition): Promise<ListSchema> {
  const created = await sp.web.lists.add(definition.title, definition.description ?? '', definition.isLibrary ? DOCUMENT_LIBRARY : GENERIC_LIST, false, { EnableVersioning: definition.versioning ?? false });
  const list = await existingList(sp, siteUrl, created.Id);
  for (const field of definition.fields) {
    // SharePoint makes Title (and a library's file name) itself; the definition may only rename Title.
    if (list.fields.some((existing) => existing.internalName === field.internalName)) continue;
    await sp.web.lists.getById(list.id).fields.createFieldAsXml(fieldSchemaXml(field, list.id));
  }
  return existingList(sp, siteUrl, list.id);
}

export async function setListVersioning(sp: SPFI, siteUrl: string, listId: string, enabled: boolean): Promise<ListSchema> {
  await sp.web.lists.getById(listId).update({ EnableVersioning: enabled });
  return existingList(sp, siteUrl, listId);
}

export async function choicesOf(sp: SPFI, listId: string, fieldName: string): Promise<string[]> {
  const field = await sp.web.lists.getById(listId).fields.getByInternalNameOrTitle(fieldName).select('Choices')<{ Choices?: SpCollection<string> }>();
  return itemsOf(field.Choices);
}

/**
 * Changes a choice field's choices. SharePoint keeps no version of a field to write on, so two changes
 * at once may lose one of them (docs/sharepoint.md); the board adds choices only, which a retry repeats.
 */
export async function changeChoices(sp: SPFI, listId: string, fieldName: string, change: (current: readonly string[]) => string[]): Promise<string[]> {
  const next = change(await choicesOf(sp, listId, fieldName));
  await sp.web.lists.getById(listId).fields.getByInternalNameOrTitle(fieldName).update({ Choices: next }, 'SP.FieldChoice');
  return next;
}

/** A person's effective rights on a list, as SharePoint works them out (groups, inheritance, sharing). */
export async function rightsOn(sp: SPFI, listId: string, login: string): Promise<ListRights> {
  const mask = await spCall(() => sp.web.lists.getById(listId).getUserEffectivePermissions(`${MEMBERSHIP_CLAIM}${login}`));
  return mask ? listRightsOf(mask) : { view: false, add: false, manage: false };
}
