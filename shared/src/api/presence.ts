import { z } from 'zod';
import { boardIdSchema } from './common';
import { clientIdSchema } from './realtime';

/**
 * A page's presence on a board lasts this long after its last report, so a page that closed without
 * saying so (a crash, a lost network) is gone within it (docs/live-updates.md#presence).
 */
export const PRESENCE_TTL_MS = 25_000;
/** How often an open board reports its page's presence; one late report does not let it lapse. */
export const PRESENCE_REPORT_MS = 10_000;

/** A card as presence names it: its unique id (`{listId}#{itemId}`). */
const presenceCardSchema = z.string().regex(/^[^#\s]{1,100}#\d{1,10}$/);

/** POST /api/realtime/presence: this page has the board open, and the dialog of `card` if one shows. */
export const presenceReportSchema = z.object({
  boardID: boardIdSchema,
  clientId: clientIdSchema,
  card: presenceCardSchema.nullable(),
  /** The card's dialog is open to edit, not only to read (counted only for people who may edit the board). */
  editing: z.boolean(),
});
export type PresenceReport = z.infer<typeof presenceReportSchema>;

/** DELETE /api/realtime/presence: the page left the board. */
export const presenceLeaveQuerySchema = z.object({ boardID: boardIdSchema, clientId: clientIdSchema });
export type PresenceLeaveQuery = z.infer<typeof presenceLeaveQuerySchema>;

/** One page that has the board open: the person, and the card whose dialog it shows. */
export const presentPageSchema = z.object({
  clientId: z.string(),
  userId: z.number().int(),
  name: z.string(),
  login: z.string(),
  card: z.string().nullable(),
  editing: z.boolean(),
  /** Milliseconds before this presence lapses unless its page reports again. */
  expiresInMs: z.number().int().nonnegative(),
});
export type PresentPage = z.infer<typeof presentPageSchema>;

export const presenceResponseSchema = z.object({ pages: z.array(presentPageSchema) });
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;

/**
 * Who has the board open changed: sent to the board's group as it happens, not numbered nor kept for
 * catching up (a page that missed one has the whole list again with its next report).
 */
export const presenceChangedEventSchema = z.object({
  type: z.literal('presenceChanged'),
  boardID: z.string(),
  timestamp: z.number(),
  pages: z.array(presentPageSchema),
});
export type PresenceChangedEvent = z.infer<typeof presenceChangedEventSchema>;
