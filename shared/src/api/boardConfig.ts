import { z } from 'zod';
import { boardConfigSchema, cardSizeSchema } from './board';
import { displayNameSchema } from './common';

/**
 * POST /api/boards/board?u=: the whole configuration; an empty id creates the board. `u` (the user the
 * old client named) is accepted and ignored: the server acts for the signed-in user.
 */
export const saveBoardRequestSchema = boardConfigSchema;
export const saveBoardQuerySchema = z.object({ u: z.string().optional() });

/** Spec 2 section 7: the save answers the (new) id and the card size. */
/** `configEtag` is the saved configuration's version, for the next save's If-Match. */
export const saveBoardResponseSchema = z.object({ id: z.string(), cardSize: cardSizeSchema, configEtag: z.string() });
export type SaveBoardResponse = z.infer<typeof saveBoardResponseSchema>;

/** POST /api/boards/new: quick creation by name, over a new list with the default fields. */
export const newBoardRequestSchema = z.object({ name: displayNameSchema('Please specify the board name') });
export type NewBoardRequest = z.infer<typeof newBoardRequestSchema>;

/** GET /api/boards/getBoardEditSettingPermission/{id}. */
export const editSettingPermissionResponseSchema = z.object({ canEditSettings: z.boolean() });
export type EditSettingPermissionResponse = z.infer<typeof editSettingPermissionResponseSchema>;
