import { z } from 'zod';
import { boardIdSchema, displayNameSchema, listIdSchema, siteUrlSchema } from './common';
import { labelColorSchema } from './board';
import { fieldNameSchema } from './fields';

/**
 * The site-setup calls of the configuration wizard (spec 2 section 7): webs, lists, fields and content
 * types to pick the board's source from, and the few changes the wizard makes to those lists.
 */

/** Every list call names at most this many lists (a board's source is a handful). */
const MAX_LISTS = 50;

/** GET /api/site/webs?siteURL= */
export const siteWebsQuerySchema = z.object({ siteURL: siteUrlSchema });
export const siteWebSchema = z.object({ url: z.string(), title: z.string(), parentUrl: z.string().nullable() });
export type SiteWeb = z.infer<typeof siteWebSchema>;

/** GET /api/site/lists?url= */
export const siteListsQuerySchema = z.object({ url: siteUrlSchema });
/** A list the caller may view, with the caller's rights on it (spec 2 section 3: source list). */
export const siteListInfoSchema = z.object({
  listID: z.string(),
  name: z.string(),
  description: z.string(),
  /** The site the list lives on. */
  url: z.string(),
  isLibrary: z.boolean(),
  versioned: z.boolean(),
  contentTypesIDs: z.array(z.string()),
  allowManage: z.boolean(),
  /** Whether the caller may save views of the list here (the built-in store's; SharePoint's are made in SharePoint). */
  allowManageViews: z.boolean(),
  /** Whether the list can hold folders (SharePoint's lists; the built-in store has none): the board's includeFolder applies. */
  hasFolders: z.boolean().optional(),
  allowView: z.boolean(),
});
export type SiteListInfo = z.infer<typeof siteListInfoSchema>;

/** GET /api/site/lists/{id}/fields?url= answers Field[] (fieldSchema). */
export const siteListFieldsQuerySchema = z.object({ id: listIdSchema, url: siteUrlSchema });

/** GET /api/site/contenttypes?siteURL= */
export const siteContentTypesQuerySchema = z.object({ siteURL: siteUrlSchema });
export const siteContentTypeSchema = z.object({ id: z.string(), name: z.string() });
export type SiteContentType = z.infer<typeof siteContentTypeSchema>;

/** SharePoint's content type ids: 0x, then pairs of hex digits (0x01 Item, 0x0101 Document, 0x0100<guid> a custom one). */
export const contentTypeIdSchema = z
  .string()
  .max(1024)
  .regex(/^0x([0-9A-Fa-f]{2})+$/, 'a content type id is 0x followed by hex digits');

/** GET /api/site/lists/{id}?url= answers the list as GET /api/site/lists does (the spec's boardId and r are not needed). */
export const siteListQuerySchema = z.object({ id: listIdSchema, url: siteUrlSchema });

/** GET /api/site/contenttypes/{id}?siteURL= answers one content type; .../fields its fields (Field[]). */
export const siteContentTypeQuerySchema = z.object({ id: contentTypeIdSchema, siteURL: siteUrlSchema });

/** GET /api/site/contenttypes/{id}/fields/{field}/choices?siteURL= answers a choice field's choices. */
export const siteContentTypeFieldQuerySchema = siteContentTypeQuerySchema.extend({ field: fieldNameSchema });

/** GET /api/boards/fields?url=&lists=id1,id2 answers the lists' fields as one set (Field[]). */
export const boardsFieldsQuerySchema = z.object({
  url: siteUrlSchema,
  lists: z
    .string()
    .transform((ids) =>
      ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(listIdSchema).min(1, 'name at least one list').max(MAX_LISTS)),
});

/** POST /api/site/enableVersioning: all lists or none (the manage right is needed on each). */
export const enableVersioningRequestSchema = z.object({ url: siteUrlSchema, lists: z.array(listIdSchema).min(1).max(MAX_LISTS) });
export type EnableVersioningRequest = z.infer<typeof enableVersioningRequestSchema>;
export const enableVersioningResponseSchema = z.object({ lists: z.array(z.object({ listID: z.string(), versioned: z.boolean() })) });
export type EnableVersioningResponse = z.infer<typeof enableVersioningResponseSchema>;

/** The types the new-field dialog offers (the exportable types of spec 2 section 3, lookups aside). */
export const NEW_FIELD_TYPES = ['Text', 'Note', 'DateTime', 'Number', 'Choice', 'MultiChoice', 'Boolean', 'User'] as const;
export type NewFieldType = (typeof NEW_FIELD_TYPES)[number];

const choiceNameSchema = displayNameSchema();

/**
 * The new-field dialog. Options that do not apply to the type are ignored (dateOnly: DateTime; isRich,
 * appendOnly: Note; isMulti: User; choices: Choice and MultiChoice). A Choice field needs a choice to
 * pick; a MultiChoice field may start empty, as a labels field does before its first label is added.
 */
export const newFieldSchema = z
  .object({
    title: z.string().trim().min(1, 'required_field').max(255),
    type: z.enum(NEW_FIELD_TYPES),
    dateOnly: z.boolean().optional(),
    required: z.boolean().optional(),
    isRich: z.boolean().optional(),
    appendOnly: z.boolean().optional(),
    isMulti: z.boolean().optional(),
    choices: z.array(choiceNameSchema).max(500).optional(),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'Choice' && (field.choices ?? []).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A choice field needs at least one choice.' });
    }
    const choices = (field.choices ?? []).map((c) => c.toLowerCase());
    if (new Set(choices).size !== choices.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Choices must be unique.' });
  });
export type NewField = z.infer<typeof newFieldSchema>;

/** POST /api/site/addNewField: the same field on every list of the source; answers the created Field. */
export const addNewFieldRequestSchema = z.object({
  source: z.object({
    lists: z
      .array(z.object({ url: siteUrlSchema, listID: listIdSchema }))
      .min(1)
      .max(MAX_LISTS),
  }),
  field: newFieldSchema,
});
export type AddNewFieldRequest = z.infer<typeof addNewFieldRequestSchema>;

/** A new list's status choices: the board's starting columns, each named once. */
const statusesSchema = z
  .array(choiceNameSchema)
  .min(2)
  .max(20)
  .refine((statuses) => new Set(statuses.map((s) => s.toLowerCase())).size === statuses.length, 'Statuses must be unique.');

/**
 * POST /api/site/newList: the wizard's New list (needs canCreateLists). The list gets a title, a
 * status choice field holding `statuses` (the starting columns, in the page's language), people, the
 * new-board fields and the order field; answers the list as GET /api/site/lists does.
 */
export const newListRequestSchema = z.object({ url: siteUrlSchema, title: displayNameSchema(), statuses: statusesSchema });
export type NewListRequest = z.infer<typeof newListRequestSchema>;

/**
 * POST /api/boards/addNewLabel: adds labels to a MultiChoice field. With boardId the board's rights
 * apply (its labels field only); without, a board being created, the list's manage right.
 */
export const addNewLabelRequestSchema = z.object({
  /** Empty or missing while the board is being created. */
  boardId: boardIdSchema.or(z.literal('')).nullish(),
  site: siteUrlSchema,
  list: listIdSchema,
  field: fieldNameSchema,
  labels: z.array(choiceNameSchema).min(1).max(50),
});
export type AddNewLabelRequest = z.infer<typeof addNewLabelRequestSchema>;
export const addNewLabelResponseSchema = z.object({
  choices: z.array(z.string()),
  /** With boardId: the board's labels once the new ones are on it, each with its colour. */
  labelsColors: z.array(labelColorSchema).optional(),
});
export type AddNewLabelResponse = z.infer<typeof addNewLabelResponseSchema>;
