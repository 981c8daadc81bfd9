import { z } from 'zod';
import { boardConfigSchema } from './board';
import { boardIdSchema } from './common';
import { fieldNameSchema, fieldSchema } from './fields';

/** More lists or rows than a board template can reasonably carry; a bigger file is refused whole. */
const MAX_TEMPLATE_LISTS = 20;
const MAX_TEMPLATE_ROWS = 10_000;
const MAX_TEMPLATE_FIELDS = 500;

/** One source list of the template: its name and its exportable fields. */
export const templateListSchema = z.object({
  name: z.string().trim().min(1).max(255),
  fields: z.array(fieldSchema),
});
export type TemplateList = z.infer<typeof templateListSchema>;

/**
 * One item of the template's content: its id in the source list and its value strings (the formats
 * POST /api/item/values takes; people by login, lookups to the same list by the ids of other rows).
 */
export const templateContentRowSchema = z.object({
  ID: z.number().int().positive(),
  values: z.record(z.string(), z.string().nullable()),
  /** The entry of listData the item belongs to; 0 when missing. */
  list: z.number().int().min(0).optional(),
});
export type TemplateContentRow = z.infer<typeof templateContentRowSchema>;

/** A board template (.kbot file, spec 2 sections 3 and 5): a board's structure and optionally its items. */
export const boardTemplateSchema = z.object({
  version: z.literal(1),
  /** The board configuration; on import its id and source are replaced and the importer becomes its owner. */
  board: boardConfigSchema,
  /** One entry per source list of the board, in the order of board.source.lists. */
  listData: z.array(templateListSchema).min(1).max(MAX_TEMPLATE_LISTS),
  /** Internal names of the fields the template carries. */
  templateFields: z.array(fieldNameSchema).max(MAX_TEMPLATE_FIELDS),
  content: z.array(templateContentRowSchema).max(MAX_TEMPLATE_ROWS),
  includeContent: z.boolean(),
  /** How many items the lists held at the export; above the export limit only the first are in `content`. */
  contentTotal: z.number().int().min(0).optional(),
});
export type BoardTemplate = z.infer<typeof boardTemplateSchema>;

/** POST /api/site/loadTemplateData: the board as a template; answers a BoardTemplate. */
export const loadTemplateDataRequestSchema = z.object({
  boardId: boardIdSchema,
  /** Internal names; every exportable field of the board's lists when missing. */
  templateFields: z.array(fieldNameSchema).max(MAX_TEMPLATE_FIELDS).optional(),
  includeContent: z.boolean(),
});
export type LoadTemplateDataRequest = z.infer<typeof loadTemplateDataRequestSchema>;

/** POST /api/site/importTemplate: creates lists and a board from a template; answers the board id. */
export const importTemplateRequestSchema = z.object({
  template: boardTemplateSchema,
  /** The new board's name; the template board's name when missing. */
  name: z.string().trim().min(1).max(255).optional(),
});
export type ImportTemplateRequest = z.infer<typeof importTemplateRequestSchema>;

export const importTemplateResponseSchema = z.object({ id: z.string() });
export type ImportTemplateResponse = z.infer<typeof importTemplateResponseSchema>;
