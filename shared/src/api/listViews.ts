import { z } from 'zod';
import { boardIdSchema, displayNameSchema, listIdSchema, siteUrlSchema } from './common';
import { fieldNameSchema } from './fields';
import { conditionSchema } from './rules';

/**
 * A list's views as filters (spec 1 section 2 "Filters panel", spec 2 section 3 "views filter";
 * docs/filters-and-styles.md#list-views): SharePoint's own views of a list, or the views a built-in
 * list's owners save.
 */

/** The ETag a view was read with: a write on any version ('*') is not one. */
const viewEtagSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((etag) => etag !== '*', 'names the ETag the view was read with');

/** A view id: SharePoint's view GUID, or the built-in store's. */
export const viewIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9{}-]+$/, 'a view id is letters, digits, braces and dashes');

export const viewSortSchema = z.object({ field: fieldNameSchema, ascending: z.boolean().default(true) });
export type ViewSort = z.infer<typeof viewSortSchema>;

/** What a built-in list's owner saves as a view: its name, the conditions it filters on (the condition builder's) and its sort. */
export const viewDefinitionSchema = z.object({
  title: displayNameSchema(),
  conditions: z.array(conditionSchema).max(100).default([]),
  sort: z.array(viewSortSchema).max(5).default([]),
});
export type ViewDefinition = z.infer<typeof viewDefinitionSchema>;
export type ViewDefinitionInput = z.input<typeof viewDefinitionSchema>;

/** One view of a list: what it filters on in the condition builder's shape, and its sort. */
export const listViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  conditions: z.array(conditionSchema),
  sort: z.array(viewSortSchema),
  /** A saved view of the built-in store, which the list's owners change; SharePoint's views are changed in SharePoint. */
  editable: z.boolean(),
  /** The view as read: a change or removal names it, and fails when someone changed the view since. */
  etag: z.string(),
});
export type ListView = z.infer<typeof listViewSchema>;

/** GET /api/site/lists/{id}/views?url= answers ListView[]. */
export const listViewsQuerySchema = z.object({ id: listIdSchema, url: siteUrlSchema });

/** POST /api/site/lists/{id}/views: a new view (no viewId), or a change of one on the ETag it was read with. */
export const saveListViewRequestSchema = z.object({
  url: siteUrlSchema,
  view: viewDefinitionSchema,
  viewId: viewIdSchema.optional(),
  etag: viewEtagSchema.optional(),
});
export type SaveListViewRequest = z.input<typeof saveListViewRequestSchema>;

/** DELETE /api/site/lists/{id}/views/{viewId}?url=&etag= */
export const deleteListViewQuerySchema = z.object({
  id: listIdSchema,
  viewId: viewIdSchema,
  url: siteUrlSchema,
  etag: viewEtagSchema,
});

/** A view the board offers (the board setting `views`, one entry per view): the list it filters, its id and its title. */
export const offeredViewSchema = z.object({ listID: listIdSchema, id: viewIdSchema, title: z.string().max(255).default('') });
export type OfferedView = z.infer<typeof offeredViewSchema>;

/** A view chosen in the current filter: its list and its id. */
export const chosenViewSchema = z.object({ listID: listIdSchema, id: viewIdSchema });
export type ChosenView = z.infer<typeof chosenViewSchema>;

/** GET /api/kanban/{boardId}/views: the views the board offers, per list, as the lists have them now. */
export const boardViewsParamsSchema = z.object({ boardId: boardIdSchema });
export const boardListViewsSchema = z.object({ listID: z.string(), listTitle: z.string(), views: z.array(listViewSchema) });
export type BoardListViews = z.infer<typeof boardListViewsSchema>;
