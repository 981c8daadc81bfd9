import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/fields/index.js';
import '@pnp/sp/security/index.js';
import { type SPFI, SPInstance } from '@pnp/sp';
import type { Field, FieldInput } from '@listboard/shared';
import { HttpRequestError } from '@pnp/queryable';
import { type ListDefinition, type ListRights, type ListSchema, ListTitleTakenError, ListValueError } from '../../ports/listHost';
import { type SpCollection, type SpField, fieldOf, itemsOf } from './spFields';
import { fieldSchemaXml } from './spFieldXml';
import { listRightsOf } from './spPermissions';
import { type SpListSchema, counterSchemaXml, countersOf } from './spCounters';
import { MEMBERSHIP_CLAIM } from './spSite';
import { spCall } from './spConnection';
import { siteContentTypeOf } from './spContentTypes';

/** SharePoint's list templates: a generic list and a document library (BaseType 1). */
const GENERIC_LIST = 100;
const DOCUMENT_LIBRARY = 101;

const FIELD_PROPERTIES = [
  'InternalName',
  'Title',
  'FieldTypeKind',
  'TypeAsString',
  'Required',
  'ReadOnlyField',
  'Hidden',
  'Choices',
  'FillInChoice',
  'DefaultValue',
  'RichText',
  'AppendOnly',
  'DisplayFormat',
  'ShowAsPercentage',
  'MinimumValue',
  'MaximumValue',
  'CurrencyLocaleId',
  'LookupList',
  'LookupField',
  'AllowMultipleValues',
  'SelectionMode',
  'SelectionGroup',
  'OutputType',
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
  RootFolder?: { ServerRelativeUrl: string };
}

function listSchemaOf(siteUrl: string, list: SpList): SpListSchema {
  const listContentTypeIds = itemsOf(list.ContentTypes).map((type) => type.StringId);
  const schema: ListSchema = {
    id: list.Id.toLowerCase(),
    siteUrl,
    title: list.Title,
    description: list.Description ?? '',
    fields: itemsOf(list.Fields)
      .map(fieldOf)
      .filter((field) => field !== null),
    versioning: list.EnableVersioning,
    isLibrary: list.BaseType === 1,
    contentTypeIds: [...new Set(listContentTypeIds.map(siteContentTypeOf))],
  };
  return {
    ...schema,
    listContentTypeIds,
    rootFolderUrl: list.RootFolder?.ServerRelativeUrl ?? '',
    counters: countersOf(
      schema,
      itemsOf(list.Fields).map((field) => field.InternalName),
    ),
  };
}

/** A list with its fields and content types in one request ($expand), however many fields it has. */
const LIST_SELECT = [
  'Id',
  'Title',
  'Description',
  'BaseType',
  'EnableVersioning',
  'Hidden',
  ...FIELD_PROPERTIES.map((name) => `Fields/${name}`),
  'ContentTypes/StringId',
  'RootFolder/ServerRelativeUrl',
];

export async function listsOf(sp: SPFI, siteUrl: string): Promise<SpListSchema[]> {
  const lists = await sp.web.lists
    .filter('Hidden eq false')
    .select(...LIST_SELECT)
    .expand('Fields', 'ContentTypes', 'RootFolder')<SpList[]>();
  return lists.map((list) => listSchemaOf(siteUrl, list));
}

export async function listOf(sp: SPFI, siteUrl: string, listId: string): Promise<SpListSchema | null> {
  const list = await spCall(() =>
    sp.web.lists
      .getById(listId)
      .select(...LIST_SELECT)
      .expand('Fields', 'ContentTypes', 'RootFolder')<SpList>(),
  );
  return list && listSchemaOf(siteUrl, list);
}

async function existingList(sp: SPFI, siteUrl: string, listId: string): Promise<SpListSchema> {
  const list = await listOf(sp, siteUrl, listId);
  if (!list) throw new ListValueError(`The list ${listId} does not exist on ${siteUrl}.`);
  return list;
}

export async function addListField(sp: SPFI, siteUrl: string, listId: string, field: FieldInput): Promise<SpListSchema> {
  const list = await existingList(sp, siteUrl, listId);
  if (list.fields.some((existing) => existing.internalName.toLowerCase() === field.internalName.toLowerCase())) {
    throw new ListValueError(`The list already has a field named ${field.internalName}.`);
  }
  await createField(sp, list.id, field);
  return existingList(sp, siteUrl, listId);
}

/** A field, and for an append-only note the hidden column that counts its entries (spCounters.ts). */
async function createField(sp: SPFI, listId: string, field: FieldInput): Promise<void> {
  const fields = sp.web.lists.getById(listId).fields;
  await fields.createFieldAsXml(fieldSchemaXml(field, listId));
  if (field.type === 'Note' && field.appendOnly) await fields.createFieldAsXml(counterSchemaXml(field.internalName));
}

/** A new library keeps versions unless told otherwise, as SharePoint makes libraries; a list keeps none. */
/** SharePoint's refusal of a list title the web has (SPException -2130575342, 0x81020012), in any letter case. */
function titleTaken(error: unknown): boolean {
  return error instanceof HttpRequestError && /-2130575342|with the specified title already exists/i.test(error.message);
}

export async function createSpList(sp: SPFI, siteUrl: string, definition: ListDefinition): Promise<SpListSchema> {
  const type = definition.isLibrary ? DOCUMENT_LIBRARY : GENERIC_LIST;
  const created = await sp.web.lists
    .add(definition.title, definition.description ?? '', type, false, {
      EnableVersioning: definition.versioning ?? Boolean(definition.isLibrary),
    })
    .catch((error: unknown) => {
      throw titleTaken(error) ? new ListTitleTakenError(definition.title) : error;
    });
  const list = await existingList(sp, siteUrl, created.Id);
  for (const field of definition.fields) {
    // SharePoint makes Title (and a library's file name) itself; the definition may only rename Title.
    if (list.fields.some((existing) => existing.internalName === field.internalName)) continue;
    await createField(sp, list.id, field);
  }
  return existingList(sp, siteUrl, list.id);
}

export async function setListVersioning(sp: SPFI, siteUrl: string, listId: string, enabled: boolean): Promise<SpListSchema> {
  await sp.web.lists.getById(listId).update({ EnableVersioning: enabled });
  return existingList(sp, siteUrl, listId);
}

export async function choicesOf(sp: SPFI, listId: string, fieldName: string): Promise<string[]> {
  const field = await sp.web.lists.getById(listId).fields.getByInternalNameOrTitle(fieldName).select('Choices')<{
    Choices?: SpCollection<string>;
  }>();
  return itemsOf(field.Choices);
}

/**
 * Changes a choice field's choices. SharePoint keeps no version of a field to write on, so two changes
 * at once may lose one of them (docs/sharepoint.md); the board adds choices only, which a retry repeats.
 */
export async function changeChoices(
  sp: SPFI,
  listId: string,
  fieldName: string,
  change: (current: readonly string[]) => string[],
): Promise<string[]> {
  const next = change(await choicesOf(sp, listId, fieldName));
  await sp.web.lists.getById(listId).fields.getByInternalNameOrTitle(fieldName).update({ Choices: next }, 'SP.FieldChoice');
  return next;
}

/** A person's effective rights on a list, as SharePoint works them out (groups, inheritance, sharing). */
export async function rightsOn(sp: SPFI, listId: string, login: string): Promise<ListRights> {
  const mask = await spCall(() => sp.web.lists.getById(listId).getUserEffectivePermissions(`${MEMBERSHIP_CLAIM}${login}`));
  return mask ? listRightsOf(mask) : { view: false, add: false, manage: false };
}

/**
 * The fields of a content type the site's lists may use (its own or inherited: AvailableContentTypes), in one request.
 * SharePoint answers an id it does not have with a null entity (or 404); either is null here.
 */
export async function contentTypeFields(sp: SPFI, contentTypeId: string): Promise<Field[] | null> {
  const type = await spCall(() =>
    SPInstance(sp.web, `availablecontenttypes('${contentTypeId.replace(/'/g, "''")}')`)
      .select('StringId', ...FIELD_PROPERTIES.map((name) => `Fields/${name}`))
      .expand('Fields')<{ StringId?: string; Fields?: SpCollection<SpField> } | null>(),
  );
  if (!type?.StringId) return null;
  return itemsOf(type.Fields)
    .map(fieldOf)
    .filter((field) => field !== null);
}
