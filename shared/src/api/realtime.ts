import { z } from 'zod';
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

/** A column was renumbered: every card of it has a new order, so pages reload the board. */
export const itemsReorderedEventSchema = z.object({
  type: z.literal('itemsReordered'),
  ...eventBase,
  columnValue: z.string(),
});

/** The board's configuration was saved: pages reload it. */
export const boardChangedEventSchema = z.object({ type: z.literal('boardChanged'), ...eventBase });

export const realtimeEventSchema = z.discriminatedUnion('type', [
  itemChangedEventSchema, itemRemovedEventSchema, itemsReorderedEventSchema, boardChangedEventSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type ItemChangedEvent = z.infer<typeof itemChangedEventSchema>;

export const negotiateResponseSchema = z.object({ url: z.string() });
export type NegotiateResponse = z.infer<typeof negotiateResponseSchema>;
