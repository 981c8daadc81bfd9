import {
  API_PATHS, addSubtaskRequestSchema, itemHistoryQuerySchema, saveWatchersRequestSchema, watchersQuerySchema, attachmentContentQuerySchema, attachmentsQuerySchema, removeAttachmentsRequestSchema, commentRequestSchema, findItemsQuerySchema, subtasksQuerySchema, commentsQuerySchema, itemOrderRequestSchema, itemValuesQuerySchema,
  removeItemRequestSchema, saveValuesRequestSchema,
} from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { attachmentContent, listAttachments, removeAttachments, uploadAttachments } from '../services/attachmentsService';
import { addComment, listComments } from '../services/commentsService';
import { uploadItemFile } from '../services/libraryFilesService';
import { itemHistory } from '../services/historyService';
import { getWatchers, saveWatchers } from '../services/watchersService';
import { findItems, setItemOrder } from '../services/itemService';
import { getItemValues, removeItem, saveItemValues } from '../services/itemValuesService';
import { addSubtask, getSubtasks } from '../services/subtasksService';

export const itemGroup: ApiGroup = {
  name: 'item',
  routes: [
    userRoute('POST', API_PATHS.itemOrder, { body: itemOrderRequestSchema }, async ({ session, body }) => setItemOrder(session, body)),
    userRoute('GET', API_PATHS.itemValues, { query: itemValuesQuerySchema }, async ({ session, query }) => getItemValues(session, query)),
    userRoute('POST', API_PATHS.itemValues, { body: saveValuesRequestSchema }, async ({ session, body }) => saveItemValues(session, body)),
    userRoute('POST', API_PATHS.itemComment, { body: commentRequestSchema }, async ({ session, body }) => addComment(session, body)),
    userRoute('GET', API_PATHS.itemComments, { query: commentsQuerySchema }, async ({ session, query }) => listComments(session, query)),
    userRoute('GET', API_PATHS.itemFind, { query: findItemsQuerySchema }, async ({ session, query }) => findItems(session, query)),
    userRoute('POST', API_PATHS.itemAddSubtask, { body: addSubtaskRequestSchema }, async ({ session, body }) => addSubtask(session, body)),
    userRoute('GET', API_PATHS.itemSubtasks, { query: subtasksQuerySchema }, async ({ session, query }) => getSubtasks(session, query)),
    userRoute('GET', API_PATHS.itemAttachments, { query: attachmentsQuerySchema }, async ({ session, query }) => listAttachments(session, query)),
    userRoute('POST', API_PATHS.itemAttachments, {}, async ({ session, request }) => uploadAttachments(session, request)),
    userRoute('DELETE', API_PATHS.itemAttachments, { body: removeAttachmentsRequestSchema }, async ({ session, body }) => removeAttachments(session, body)),
    userRoute('POST', API_PATHS.itemFiles, {}, async ({ session, request }) => uploadItemFile(session, request)),
    userRoute('GET', API_PATHS.itemAttachmentContent, { query: attachmentContentQuerySchema }, async ({ session, query }) => attachmentContent(session, query)),
    userRoute('GET', API_PATHS.itemWatchers, { query: watchersQuerySchema }, async ({ session, query }) => getWatchers(session, query)),
    userRoute('POST', API_PATHS.itemWatchers, { body: saveWatchersRequestSchema }, async ({ session, body }) => saveWatchers(session, body)),
    userRoute('GET', API_PATHS.itemHistory, { query: itemHistoryQuerySchema }, async ({ session, query }) => itemHistory(session, query)),
    userRoute('POST', API_PATHS.itemRemove, { body: removeItemRequestSchema }, async ({ session, body }) => {
      await removeItem(session, body);
      return { removed: true };
    }),
  ],
};
