import { z } from 'zod';
import { columnDefinitionSchema } from './board';
import { boardIdSchema } from './common';

/**
 * POST /api/boards/addColumn: a column added on the board itself, at the end of its columns. The name
 * becomes a new choice of the column field on each of the board's lists (an unused choice of that name
 * is taken as it is); an empty name is 400 column_name_required, a column of that name 409 column_exists.
 */
export const addColumnRequestSchema = z.object({
  boardId: boardIdSchema,
  name: z.string().max(255, 'A column name has at most 255 characters.'),
});
export type AddColumnRequest = z.infer<typeof addColumnRequestSchema>;

export const addColumnResponseSchema = z.object({
  column: columnDefinitionSchema,
  /** The board configuration's new version. */
  configEtag: z.string(),
});
export type AddColumnResponse = z.infer<typeof addColumnResponseSchema>;
