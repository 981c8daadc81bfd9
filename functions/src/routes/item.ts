import {
  API_PATHS,
  addSubtaskRequestSchema,
  itemHistoryQuerySchema,
  saveWatchersRequestSchema,
  watchersQuerySchema,
  attachmentContentQuerySchema,
  attachmentsQuerySchema,
  cardPictureRequestSchema,
  removeAttachmentsRequestSchema,
  commentRequestSchema,
  commentResponseSchema,
  findItemsQuerySchema,
  subtasksQuerySchema,
  commentsQuerySchema,
  itemOrderRequestSchema,
  itemValuesQuerySchema,
  removeItemRequestSchema,
  removeItemResponseSchema,
  restoreItemRequestSchema,
  selectionRequestSchema,
  cardOutcomesSchema,
  saveValuesRequestSchema,
  attachmentFileSchema,
  boardIdSchema,
  cardUserSchema,
  commentSchema,
  foundItemSchema,
  historyEntrySchema,
  itemOrderResponseSchema,
  itemValuesResponseSchema,
  saveValuesResponseSchema,
  subtasksResponseSchema,
  boardHistoryQuerySchema,
  boardHistoryRequestSchema,
  boardHistoryResponseSchema,
} from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import {
  attachmentContent,
  chooseCardPicture,
  listAttachments,
  removeAttachments,
  uploadAttachments,
  uploadItemFile,
} from '../usecases/files/index';
import {
  actOnSelection,
  addComment,
  addSubtask,
  findItems,
  getItemValues,
  getSubtasks,
  getWatchers,
  itemHistory,
  listComments,
  removeItem,
  restoreItem,
  saveItemValues,
  saveWatchers,
  setItemOrder,
} from '../usecases/item/index';
import { boardHistory } from '../usecases/history/index';
import { fileResponse } from '../http/fileResponse';
import { readUploadForm } from '../http/uploadForm';

/** The upload form (spec 1 section 7) as http/uploadForm.ts reads it, for the contract. */
const uploadForm = z.object({
  itemInfo: z.string().describe('The item as JSON: { "siteURL", "listID", "itemID" }'),
  boardID: boardIdSchema,
  files: z.array(z.file()),
});
/** The attachments' upload form: the upload form with its options per file (docs/api.md#upload-options). */
const attachmentsUploadForm = uploadForm.extend({
  attachmentTypes: z
    .string()
    .optional()
    .describe('JSON array, one per file: 0 file, 1 img (png, gif, jpg, jpeg or bmp by name and content)'),
  showAs: z.string().optional().describe('JSON array of booleans, one per file: the img shows on the card (the last one marked wins)'),
});
const attachmentFiles = z.array(attachmentFileSchema);
const watchers = z.array(cardUserSchema);

export const itemGroup: ApiGroup = {
  name: 'item',
  routes: [
    userRoute(
      'POST',
      API_PATHS.itemOrder,
      { summary: "Sets a card's order in its column", body: itemOrderRequestSchema, response: itemOrderResponseSchema },
      async ({ session, body }) => setItemOrder(session, body),
    ),
    userRoute(
      'GET',
      API_PATHS.itemValues,
      { summary: "An item's values and ETag, for its dialog", query: itemValuesQuerySchema, response: itemValuesResponseSchema },
      async ({ session, query }) => getItemValues(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.itemValues,
      { summary: 'Creates an item (itemID 0) or saves values of one', body: saveValuesRequestSchema, response: saveValuesResponseSchema },
      async ({ session, body }) => saveItemValues(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.itemComment,
      { summary: 'Adds a comment to an item', body: commentRequestSchema, response: commentResponseSchema },
      async ({ session, body }) => addComment(session, body),
    ),
    userRoute(
      'GET',
      API_PATHS.itemComments,
      { summary: "An item's comments, newest first", query: commentsQuerySchema, response: z.array(commentSchema) },
      async ({ session, query }) => listComments(session, query),
    ),
    userRoute(
      'GET',
      API_PATHS.itemFind,
      { summary: "A board's cards whose title contains the search text", query: findItemsQuerySchema, response: z.array(foundItemSchema) },
      async ({ session, query }) => findItems(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.itemAddSubtask,
      { summary: 'Links a task as a subtask of an item', body: addSubtaskRequestSchema, response: saveValuesResponseSchema },
      async ({ session, body }) => addSubtask(session, body),
    ),
    userRoute(
      'GET',
      API_PATHS.itemSubtasks,
      { summary: "An item's subtasks as cards, with the footer's figures", query: subtasksQuerySchema, response: subtasksResponseSchema },
      async ({ session, query }) => getSubtasks(session, query),
    ),
    userRoute(
      'GET',
      API_PATHS.itemAttachments,
      { summary: "An item's attachments", query: attachmentsQuerySchema, response: attachmentFiles },
      async ({ session, query }) => listAttachments(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.itemAttachments,
      { summary: 'Uploads attachments to an item', form: attachmentsUploadForm, response: attachmentFiles },
      async ({ session, request }) => uploadAttachments(session, await readUploadForm(request)),
    ),
    userRoute(
      'DELETE',
      API_PATHS.itemAttachments,
      { summary: 'Removes attachments of an item; answers the ones left', body: removeAttachmentsRequestSchema, response: attachmentFiles },
      async ({ session, body }) => removeAttachments(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.itemCardPicture,
      { summary: 'Chooses the image attachment a card shows, or none', body: cardPictureRequestSchema, response: attachmentFiles },
      async ({ session, body }) => chooseCardPicture(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.itemFiles,
      { summary: "Replaces a library item's file", form: uploadForm, response: attachmentFileSchema },
      async ({ session, request }) => uploadItemFile(session, await readUploadForm(request)),
    ),
    userRoute(
      'GET',
      API_PATHS.itemAttachmentContent,
      { summary: "An attachment's or a library item's file", query: attachmentContentQuerySchema, response: 'file' },
      async ({ session, query }) => fileResponse(await attachmentContent(session, query)),
    ),
    userRoute(
      'GET',
      API_PATHS.itemWatchers,
      { summary: "An item's watchers", query: watchersQuerySchema, response: watchers },
      async ({ session, query }) => getWatchers(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.itemWatchers,
      { summary: "Replaces an item's watchers", body: saveWatchersRequestSchema, response: watchers },
      async ({ session, body }) => saveWatchers(session, body),
    ),
    userRoute(
      'GET',
      API_PATHS.itemHistory,
      { summary: "An item's versions, newest first", query: itemHistoryQuerySchema, response: z.array(historyEntrySchema) },
      async ({ session, query }) => itemHistory(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.itemBoardHistory,
      {
        summary:
          "The board's history report: every version of its items the caller may read, newest first, filtered by days (in the board's time zone), people and fields, 25 a page",
        query: boardHistoryQuerySchema,
        body: boardHistoryRequestSchema,
        response: boardHistoryResponseSchema,
      },
      async ({ session, query, body }) => boardHistory(session, query.boardID, body),
    ),
    userRoute(
      'POST',
      API_PATHS.itemRemove,
      {
        summary: "Moves an item to its list's recycle bin, answering its deleter the token that restores it",
        body: removeItemRequestSchema,
        response: removeItemResponseSchema,
      },
      async ({ session, body }) => removeItem(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.itemRestore,
      {
        summary: 'Restores an item its caller deleted from the recycle bin, into its cell (WIP limits hold); answers its version',
        body: restoreItemRequestSchema,
        response: saveValuesResponseSchema,
      },
      async ({ session, body }) => restoreItem(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.itemSelection,
      {
        summary: 'One action on selected cards (delete, labels, people, watching), with an outcome per card',
        body: selectionRequestSchema,
        response: cardOutcomesSchema,
      },
      async ({ session, body }) => actOnSelection(session, body),
    ),
  ],
};
