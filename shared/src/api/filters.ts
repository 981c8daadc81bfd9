import { z } from 'zod';
import { boardIdSchema } from './common';
import { filterRuleSchema } from './rules';

/** POST /api/filters/my: the user's private filters of a board, replacing the saved ones. */
export const savePrivateFiltersRequestSchema = z.object({
  boardID: boardIdSchema,
  filters: z.array(filterRuleSchema).max(50, 'at most 50 private filters'),
});
export type SavePrivateFiltersRequest = z.infer<typeof savePrivateFiltersRequestSchema>;
