import {
  API_PATHS,
  ATTACHMENT_TYPE,
  type CardOutcomes,
  type SelectionRequest,
  type AttachmentFile,
  type BoardMember,
  type DirectoryPerson,
  type CardUser,
  type Comment,
  type CommentResponse,
  type FieldValue,
  type FoundItem,
  type HistoryEntry,
  type Item,
  type ItemInfo,
  type ItemValuesResponse,
  type RemoveItemResponse,
  type SubtaskFooter,
  type User,
  hasImageExtension,
} from '@listboard/shared';
import { apiBlob, apiPath, apiRequest } from './client';

/** Where an item lives, as the item calls take it. */
export interface ItemPlace {
  boardID: string;
  siteURL: string;
  listID: string;
  itemID: number;
}

const placeQuery = (place: ItemPlace) => ({
  boardID: place.boardID,
  siteURL: place.siteURL,
  listID: place.listID,
  itemID: String(place.itemID),
});

export function fetchItemValues(place: ItemPlace, fields?: string[], signal?: AbortSignal): Promise<ItemValuesResponse> {
  return apiRequest(API_PATHS.itemValues, { query: { ...placeQuery(place), ...(fields ? { fields: fields.join(',') } : {}) }, signal });
}

/** Creates (itemID 0, or a copy's negative id) or updates (with the etag read) an item; answers its id and its version after the save. */
export function saveItemValues(place: ItemPlace, values: FieldValue[], etag?: string): Promise<{ itemID: number; etag?: string }> {
  return apiRequest(API_PATHS.itemValues, { body: { ...place, values, ...(etag ? { etag } : {}) } });
}

/** Quick add from a column. */
export function createItemInList(boardId: string, listId: string, siteURL: string, values: FieldValue[]): Promise<{ itemID: number }> {
  return apiRequest(apiPath(API_PATHS.kanbanCreateItem, { boardId, listId, kind: '' }), { body: { siteURL, values } });
}

/** Moves the card to its list's recycle bin; the answer's token restores it (docs/board-page.md#undo). */
export function removeItem(boardID: string, info: ItemInfo): Promise<RemoveItemResponse> {
  return apiRequest(API_PATHS.itemRemove, { body: { boardID, info } });
}

/** One action on selected cards, each done or refused on its own (docs/board-page.md#selection). */
export function actOnSelection(request: SelectionRequest): Promise<CardOutcomes> {
  return apiRequest(API_PATHS.itemSelection, { body: request });
}

/** Brings back a card the caller deleted, into the cell it left; answers its id and version. */
export function restoreItem(boardID: string, restoreToken: string): Promise<{ itemID: number; etag?: string }> {
  return apiRequest(API_PATHS.itemRestore, { body: { boardID, restoreToken } });
}

/** `mentions`: the sign-in names of the people the comment @mentions through the picker; the answer names those that are nobody of the site. */
export function addComment(
  place: ItemPlace,
  commentsField: string,
  text: string,
  mentions: readonly string[] = [],
): Promise<CommentResponse> {
  return apiRequest(API_PATHS.itemComment, { body: { ...place, values: [{ name: commentsField, value: text }], mentions } });
}

/** The newest comments first; `top` 9999 means all (spec 1 section 9). */
export function fetchComments(place: ItemPlace, top = 10, signal?: AbortSignal): Promise<Comment[]> {
  return apiRequest(apiPath(API_PATHS.itemComments, { type: 'all' }), { query: { ...placeQuery(place), top: String(top) }, signal });
}

export function fetchSubtasks(place: ItemPlace, signal?: AbortSignal): Promise<{ items: Item[]; footer: SubtaskFooter }> {
  return apiRequest(API_PATHS.itemSubtasks, { query: placeQuery(place), signal });
}

/** Links `taskID` under the item of `place`; a refusal is an ApiError whose code names the rule. */
export function addSubtask(place: ItemPlace, taskID: number): Promise<{ itemID: number }> {
  return apiRequest(API_PATHS.itemAddSubtask, { body: { ...place, taskID } });
}

export function findItems(boardID: string, q: string, signal?: AbortSignal): Promise<FoundItem[]> {
  return apiRequest(API_PATHS.itemFind, { query: { boardID, q }, signal });
}

export function fetchAttachments(place: ItemPlace, signal?: AbortSignal): Promise<AttachmentFile[]> {
  return apiRequest(API_PATHS.itemAttachments, { query: placeQuery(place), signal });
}

/** The multipart form of the upload calls (spec 1 section 7: itemInfo, boardID, files). */
function uploadForm(place: ItemPlace, files: readonly File[]): FormData {
  const form = new FormData();
  form.set('itemInfo', JSON.stringify({ siteURL: place.siteURL, listID: place.listID, itemID: place.itemID }));
  form.set('boardID', place.boardID);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * Uploads attachments with their options (docs/api.md#upload-options): an image by extension is sent as an img,
 * which the server checks by content, and `onCard` (one of `files`) as the one to show on the card.
 */
export function uploadAttachments(place: ItemPlace, files: File[], onCard: File | null): Promise<AttachmentFile[]> {
  const form = uploadForm(place, files);
  form.set(
    'attachmentTypes',
    JSON.stringify(files.map((file) => (hasImageExtension(file.name) ? ATTACHMENT_TYPE.img : ATTACHMENT_TYPE.file))),
  );
  form.set('showAs', JSON.stringify(files.map((file) => file === onCard)));
  return apiRequest(API_PATHS.itemAttachments, { method: 'POST', body: form });
}

/** Replaces a library item's one file; the item must exist first (spec 1 section 4). */
export function uploadItemFile(place: ItemPlace, file: File): Promise<AttachmentFile> {
  return apiRequest(API_PATHS.itemFiles, { method: 'POST', body: uploadForm(place, [file]) });
}

export function removeAttachments(place: ItemPlace, names: string[]): Promise<AttachmentFile[]> {
  return apiRequest(API_PATHS.itemAttachments, {
    method: 'DELETE',
    body: { boardID: place.boardID, itemInfo: { siteURL: place.siteURL, listID: place.listID, itemID: place.itemID }, names },
  });
}

/** Chooses which stored image the card shows, or none (docs/board-page.md#card-pictures). */
export function chooseCardPicture(place: ItemPlace, name: string | null): Promise<AttachmentFile[]> {
  return apiRequest(API_PATHS.itemCardPicture, {
    method: 'POST',
    body: { boardID: place.boardID, itemInfo: { siteURL: place.siteURL, listID: place.listID, itemID: place.itemID }, name },
  });
}

export function fetchWatchers(place: ItemPlace, signal?: AbortSignal): Promise<CardUser[]> {
  return apiRequest(API_PATHS.itemWatchers, { query: placeQuery(place), signal });
}

/** Saves the person's change of the watchers: `userIds` as they left them, `shownUserIds` as they found them. */
export function saveWatchers(place: ItemPlace, userIds: number[], shownUserIds: number[]): Promise<CardUser[]> {
  return apiRequest(API_PATHS.itemWatchers, {
    body: { boardID: place.boardID, info: { siteURL: place.siteURL, listID: place.listID, itemID: place.itemID }, userIds, shownUserIds },
  });
}

export function fetchChoices(siteURL: string, listId: string, field: string, signal?: AbortSignal): Promise<string[]> {
  return apiRequest(apiPath(API_PATHS.siteFieldChoices, { id: listId, field }), { query: { url: siteURL }, signal });
}

export function fetchLookups(
  siteURL: string,
  listId: string,
  field: string,
  signal?: AbortSignal,
): Promise<{ id: number; name: string }[]> {
  return apiRequest(apiPath(API_PATHS.siteFieldLookups, { id: listId, field }), { query: { url: siteURL }, signal });
}

export function fetchMembers(siteURL: string, listIds: string[], assignedToField: string, signal?: AbortSignal): Promise<BoardMember[]> {
  return apiRequest(apiPath(API_PATHS.siteMembers, { assignedToField }), { query: { url: siteURL, lists: listIds.join(',') }, signal });
}

/** People search in the organisation's directory: from 3 characters (spec 3 section 5). */
/** The directory's people matching `q`; with `groups`, the site's groups after them (`gp`, docs/api.md "People and groups"). */
export function searchUsers(q: string, groups: boolean, signal?: AbortSignal): Promise<DirectoryPerson[]> {
  return apiRequest(API_PATHS.siteUserSearch, { query: groups ? { q, gp: 'true' } : { q }, signal });
}

/** A person's user id on the site; a person of the directory is added to the site first. */
export function fetchSiteUserId(login: string): Promise<User> {
  return apiRequest(API_PATHS.siteUserId, { query: { login } });
}

export function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  return apiRequest(apiPath(API_PATHS.siteUser, { id: String(id) }), { signal });
}

/** An attachment's bytes; an <img> cannot send the token, so pages show images through an object URL. */
export function fetchAttachmentBlob(file: Pick<AttachmentFile, 'url'>, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(file.url, signal);
}

/** Every version of an item, newest first, with the values each changed. */
export function fetchItemHistory(place: ItemPlace, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return apiRequest(API_PATHS.itemHistory, { query: placeQuery(place), signal });
}
