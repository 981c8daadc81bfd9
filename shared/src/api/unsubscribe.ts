import { z } from 'zod';
import { boardIdSchema, listIdSchema } from './common';

/**
 * An unsubscribe link as the page read it from /unsubscribe/{boardId}/{listID}/{itemID} (spec 1
 * section 2): the card, and the signed part of the query (whom it is for, until when, the signature).
 */
export const unsubscribeRequestSchema = z.object({
  boardId: boardIdSchema,
  listId: listIdSchema,
  itemId: z.coerce.number().int('The item id is a whole number.').positive('The item id is a whole number above 0.'),
  login: z.string().trim().min(1, 'The link names nobody.').max(320, 'The link names nobody.'),
  expires: z.coerce.number().int('The link has no valid expiry.'),
  signature: z.string().min(1, 'The link has no signature.').max(200, 'The link has no valid signature.'),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** What an unsubscribe link is about, and whether the person has unsubscribed from the card already. */
export const unsubscribeStateSchema = z.object({
  boardName: z.string(),
  /** The card's title; null when the card is gone. */
  itemTitle: z.string().nullable(),
  login: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

/** The answer to a one-click unsubscribe (RFC 8058): done, whoever posted it; nothing about the card is told. */
export const oneClickUnsubscribeStateSchema = z.object({ unsubscribed: z.literal(true) });
export type OneClickUnsubscribeState = z.infer<typeof oneClickUnsubscribeStateSchema>;
