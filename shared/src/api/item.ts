import { z } from 'zod';
import {
  boardIdSchema,
  existingItemIdSchema,
  fileNameSchema,
  itemIdSchema,
  itemInfoSchema,
  listIdSchema,
  queryInt,
  queryItemIdSchema,
  siteUrlSchema,
} from './common';
import { ATTACHMENT_TYPE } from './values';
import { cardUserSchema, itemSchema } from './kanban';
import { fieldNameListSchema, fieldValueSchema } from './fields';

/** At most this many values in one save: more than any list has fields. */
const MAX_VALUES = 300;

/** Where an item is, as the GET calls name it in their query string. */
const itemQuerySchema = z.object({
  boardID: boardIdSchema,
  siteURL: siteUrlSchema,
  listID: listIdSchema,
  itemID: queryItemIdSchema,
});

export const itemValuesQuerySchema = itemQuerySchema.extend({
  /** Internal names, comma separated; all fields when missing. */
  fields: fieldNameListSchema.optional(),
});

export const itemValuesResponseSchema = z.object({
  itemID: z.number().int(),
  etag: z.string(),
  timestamp: z.number(),
  values: z.array(fieldValueSchema),
});
export type ItemValuesResponse = z.infer<typeof itemValuesResponseSchema>;

/** POST /api/item/values: itemID 0 creates (a copy sends a negative id), above 0 updates with `etag`. */
export const saveValuesRequestSchema = z.object({
  boardID: boardIdSchema,
  siteURL: siteUrlSchema,
  listID: listIdSchema,
  itemID: itemIdSchema,
  etag: z.string().max(200).optional(),
  values: z.array(fieldValueSchema).max(MAX_VALUES),
});
export type SaveValuesRequest = z.input<typeof saveValuesRequestSchema>;
/** The item saved, and its version after the write (an undo of the save is made on that version). */
export const saveValuesResponseSchema = z.object({ itemID: z.number().int(), etag: z.string().optional() });

/** People a comment may @mention at most. */
export const MAX_MENTIONS = 50;

/**
 * POST /api/item/comment: the comment text as the value of the board's comment field, and the sign-in
 * names of the people it @mentions through the picker (a plain-text field cannot hold the links a rich
 * one carries; a person counts as mentioned while their `@Name` is in the text).
 */
export const commentRequestSchema = saveValuesRequestSchema.extend({
  itemID: existingItemIdSchema,
  mentions: z.array(z.string().min(1).max(256)).max(MAX_MENTIONS).optional(),
});

/**
 * The answer to a comment: the item, and the mentions that are no person of the site (on SharePoint, of
 * the organisation's directory), by the sign-in name or address the comment gave. They are told nothing.
 */
export const commentResponseSchema = saveValuesResponseSchema.extend({
  unresolvedMentions: z.array(z.string()),
});
export type CommentResponse = z.infer<typeof commentResponseSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: cardUserSchema,
  created: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsQuerySchema = itemQuerySchema.extend({
  /** Spec 1 section 5: a missing or non-positive task id has no comments. */
  itemID: queryInt(itemIdSchema),
  type: z.string().max(20).optional(),
  /** Spec: 10 by default, 9999 means all. */
  top: queryInt(z.number().int().positive().max(9999)).default(10),
});

export const removeItemRequestSchema = z.object({ boardID: boardIdSchema, info: itemInfoSchema });

/**
 * A deleted card goes to its list's recycle bin; `restoreToken` brings it back through `POST item/restore` (absent
 * where the deployment has no link secret to sign it with).
 */
export const removeItemResponseSchema = z.object({ removed: z.literal(true), restoreToken: z.string().optional() });
export type RemoveItemResponse = z.infer<typeof removeItemResponseSchema>;

/** POST /api/item/restore: a card its deleter brings back from the recycle bin, on the board it was deleted from. */
export const restoreItemRequestSchema = z.object({ boardID: boardIdSchema, restoreToken: z.string().min(1).max(4000) });

/** GET /api/kanban/{boardId}/latestTask: the path's board id is checked with the query. */
export const latestTaskQuerySchema = z.object({ boardId: boardIdSchema, siteURL: siteUrlSchema, listID: listIdSchema });

/** GET /api/item/find/: cards of a board whose title contains `q` (subtask linking). */
export const findItemsQuerySchema = z.object({
  boardID: boardIdSchema,
  q: z.string().trim().min(1, 'search needs at least 1 character').max(100),
  top: queryInt(z.number().int().positive().max(100)).default(20),
});
export const foundItemSchema = z.object({ id: z.number().int(), name: z.string(), uniqueID: z.string(), info: itemInfoSchema });
export type FoundItem = z.infer<typeof foundItemSchema>;

/** POST /api/item/addsubtask: links `taskID` as a subtask of `itemID`. */
export const addSubtaskRequestSchema = z.object({
  boardID: boardIdSchema,
  siteURL: siteUrlSchema,
  listID: listIdSchema,
  itemID: existingItemIdSchema,
  taskID: existingItemIdSchema,
});

export const subtasksQuerySchema = itemQuerySchema;
/** The subtasks as cards, and the footer's figures (domain/subtasks.ts: subtaskFooter). */
export const subtasksResponseSchema = z.object({
  items: z.array(itemSchema),
  footer: z.object({ total: z.number(), ready: z.number(), percentCompleted: z.number(), dueDate: z.string().nullable() }),
});

export const attachmentsQuerySchema = itemQuerySchema;

export const attachmentContentQuerySchema = attachmentsQuerySchema.extend({ name: fileNameSchema });

/** The address of an attachment's bytes (GET item/attachments/content), which the page fetches with its credentials. */
export function attachmentContentUrl(boardId: string, info: { siteURL: string; listID: string; itemID: number }, name: string): string {
  const query = { boardID: boardId, siteURL: info.siteURL, listID: info.listID, itemID: String(info.itemID), name };
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `/api/item/attachments/content?${pairs.join('&')}`;
}

export const attachmentFileSchema = z.object({
  name: z.string(),
  title: z.string(),
  ext: z.string(),
  url: z.string(),
  attachmentType: z.union([z.literal(ATTACHMENT_TYPE.file), z.literal(ATTACHMENT_TYPE.img), z.literal(ATTACHMENT_TYPE.lib)]),
  /** The image the card shows at its top (docs/board-page.md#card-pictures). */
  onCard: z.boolean().optional(),
});
export type AttachmentFile = z.infer<typeof attachmentFileSchema>;

/**
 * The upload options of POST /api/item/attachments (spec 1 section 7), each an optional form field holding a
 * JSON array aligned with `files`: attachmentTypes says what each file is (file 0, img 1: an img must be a
 * png, gif, jpg, jpeg or bmp image by name and content), showAs whether it shows on the card (an img only;
 * the last one marked wins). See docs/api.md#upload-options.
 */
export const uploadAttachmentTypesSchema = z.array(z.union([z.literal(ATTACHMENT_TYPE.file), z.literal(ATTACHMENT_TYPE.img)])).max(100);
export const uploadShowAsSchema = z.array(z.boolean()).max(100);

export const removeAttachmentsRequestSchema = z.object({
  boardID: boardIdSchema,
  itemInfo: itemInfoSchema,
  names: z.array(fileNameSchema).min(1).max(100),
});

/**
 * POST /api/item/attachments/picture: which of the item's image attachments its card shows (null: none); answers
 * the attachments as GET item/attachments does (docs/api.md#upload-options).
 */
export const cardPictureRequestSchema = z.object({
  boardID: boardIdSchema,
  itemInfo: itemInfoSchema,
  name: fileNameSchema.nullable(),
});

/** GET /api/item/watchers: who watches an item (notifications use them later). */
export const watchersQuerySchema = attachmentsQuerySchema;

/**
 * POST /api/item/watchers: sets the item's watchers to `userIds`. Anyone who may view the board may add
 * or remove themselves; changing other people needs edit rights on the item. With `shownUserIds` (the
 * watchers the page showed when the person changed them) only that change is made, over whatever
 * others changed meanwhile; without, the change is judged against the stored watchers.
 */
export const saveWatchersRequestSchema = z.object({
  boardID: boardIdSchema,
  info: itemInfoSchema,
  userIds: z.array(z.number().int().positive()).max(200),
  shownUserIds: z.array(z.number().int().positive()).max(200).optional(),
});

export const itemHistoryQuerySchema = attachmentsQuerySchema;

/** History entry (spec 3, section 3): what one version changed, by field display name. */
export const historyEntrySchema = z.object({
  UniqueID: z.string(),
  Version: z.number().int(),
  CreatedDate: z.string(),
  ModifiedBy: z.string(),
  ChangeValues: z.record(z.string(), z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
