import { z } from 'zod';
import { boardIdSchema, queryNumber } from './common';
import { itemSchema } from './kanban';

export const clientIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

/** The Web PubSub group of a board. */
export function boardGroup(boardId: string): string {
  return `board_${boardId}`;
}

const eventBase = {
  boardID: z.string(),
  /** Milliseconds since 1970 of the change; a page applies an update only if it is newer than its copy. */
  timestamp: z.number(),
  /** The client id of the page whose write caused the event. */
  originId: z.string().nullable().optional(),
  /**
   * The event's number among the board's events (1, 2, ... without gaps; docs/live-updates.md#catching-up).
   * The tasks answer carries the number the board was at, and a page asks for what came after it.
   */
  sequence: z.number().int().positive().optional(),
};

export const itemChangedEventSchema = z.object({
  type: z.literal('itemCreatedOrUpdated'),
  ...eventBase,
  listID: z.string(),
  itemID: z.number().int(),
  /** The card as POST /api/kanban/{boardId}/task returns it (allowEdit as its writer saw it). */
  item: itemSchema,
});

export const itemRemovedEventSchema = z.object({
  type: z.literal('itemRemoved'),
  ...eventBase,
  listID: z.string(),
  itemID: z.number().int(),
});

/** Several cards changed in one request (a selection's move): pages apply them as one update. */
export const itemsChangedEventSchema = z.object({
  type: z.literal('itemsChanged'),
  ...eventBase,
  items: z.array(itemSchema),
});

/** A column was renumbered: every card of it has a new order, so pages reload the board. */
export const itemsReorderedEventSchema = z.object({
  type: z.literal('itemsReordered'),
  ...eventBase,
  columnValue: z.string(),
});

/** The board's configuration was saved: pages reload it. */
export const boardChangedEventSchema = z.object({ type: z.literal('boardChanged'), ...eventBase });

export const realtimeEventSchema = z.discriminatedUnion('type', [
  itemChangedEventSchema,
  itemRemovedEventSchema,
  itemsChangedEventSchema,
  itemsReorderedEventSchema,
  boardChangedEventSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type ItemChangedEvent = z.infer<typeof itemChangedEventSchema>;

/** GET /api/realtime/missed: the board's events after the sequence number the page has seen. */
export const missedEventsQuerySchema = z.object({
  boardID: boardIdSchema,
  after: queryNumber(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)),
});
export type MissedEventsQuery = z.input<typeof missedEventsQuerySchema>;

/** Oldest first; `complete` is false when some are no longer kept, and the page reads the board again. */
export const missedEventsResponseSchema = z.object({ events: z.array(realtimeEventSchema), complete: z.boolean() });
export type MissedEventsResponse = z.infer<typeof missedEventsResponseSchema>;

export const negotiateResponseSchema = z.object({ url: z.string() });
export type NegotiateResponse = z.infer<typeof negotiateResponseSchema>;
