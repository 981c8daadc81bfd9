import {
  ORDER_FIELD,
  type CardOutcome,
  type CardOutcomes,
  type ItemInfo,
  type selectionRequestSchema,
  canEditItem,
  formatMultiChoice,
  formatUserValue,
  toValueString,
} from '@listboard/shared';
import type { z } from 'zod';
import { invalid, notAllowed, stale } from '../errors';
import type { Session } from '../../context/session';
import { type OpenBoard, listSchemaOf, openBoard, sourceListOf } from '../common/boardAccess';
import { idsOf } from '../common/cardMapper';
import { refusalOf } from '../common/cardOutcomes';
import { mapInTurns } from '../common/inTurns';
import { loadTask } from './cardsAndOrder';
import { STALE, existingRecord, saveItemValues } from './itemValues';
import { removeItem } from './recycleBin';
import { saveWatchers } from './watchers';

type SelectionRequest = z.infer<typeof selectionRequestSchema>;
type SelectionAction = SelectionRequest['action'];

/** Cards acted on side by side: each is a read and a write of the list host, which throttles bursts. */
const WIDTH = 6;

/** A list of names or ids with `add` joined and `remove` taken away (names without regard to case), in its order. */
function changedList<T extends string | number>(current: readonly T[], add: readonly T[], remove: readonly T[]): T[] {
  const key = (value: T) => (typeof value === 'string' ? value.toLowerCase() : value);
  const removed = new Set(remove.map(key));
  const kept = current.filter((value) => !removed.has(key(value)));
  const keys = new Set(kept.map(key));
  return [...kept, ...add.filter((value) => !keys.has(key(value)) && !removed.has(key(value)))];
}

/** The field of the board an action writes, or 400 when the board has none. */
function fieldOf(board: OpenBoard, action: Extract<SelectionAction, { kind: 'labels' | 'people' }>): string {
  const name = action.kind === 'labels' ? board.config.labelsFieldName : board.config.userField;
  if (!name) throw invalid('invalid_value', action.kind === 'labels' ? 'This board has no labels.' : 'This board has no people field.');
  return name;
}

/** The card as stored now and its list, refused as stale when the page showed another version of it. */
async function storedCard(session: Session, board: OpenBoard, info: ItemInfo) {
  const source = sourceListOf(board.config, info.listID);
  const [record, list] = await Promise.all([
    existingRecord(session, source.url, source.listID, info.itemID),
    listSchemaOf(session, source),
  ]);
  if (info.etag && info.etag !== record.etag) throw stale('stale_item', STALE);
  return { record, list };
}

/** The value string of the action's field after the action, from the card as stored now; null when it would not change. */
async function changedValue(
  session: Session,
  board: OpenBoard,
  info: ItemInfo,
  action: Extract<SelectionAction, { kind: 'labels' | 'people' }>,
) {
  const { record, list } = await storedCard(session, board, info);
  const field = fieldOf(board, action);
  const definition = list.fields.find((f) => f.internalName === field);
  const multiple = definition?.isMulti ?? action.kind === 'labels';
  const stored = record.values[field];
  if (action.kind === 'labels') {
    const current = Array.isArray(stored) ? stored.map(String) : [];
    // A label named in another case is the field's choice of that name.
    const choice = (name: string) => definition?.choices?.find((c) => c.toLowerCase() === name.toLowerCase()) ?? name;
    const next = changedList(current, action.add.map(choice), action.remove);
    return { field, etag: record.etag, value: next.join('\n') === current.join('\n') ? null : formatMultiChoice(next) };
  }
  const current = idsOf(stored);
  const wanted = changedList(current, action.add, action.remove);
  // A field of one person takes the last one added.
  const next = multiple ? wanted : wanted.slice(-1);
  const value = next.join(',') === current.join(',') ? null : formatUserValue(next.map((id) => ({ id })));
  return { field, etag: record.etag, value };
}

/** A new card with the values of `info`'s card that a person may write: a copy as the card dialog's Copy makes it. */
async function copyCard(session: Session, board: OpenBoard, boardID: string, info: ItemInfo): Promise<number> {
  const { record, list } = await storedCard(session, board, info);
  const copied = list.fields.filter(
    (field) =>
      !field.isReadOnly &&
      !field.appendOnly &&
      field.type !== 'File' &&
      field.internalName !== ORDER_FIELD &&
      record.values[field.internalName] !== null &&
      record.values[field.internalName] !== undefined,
  );
  const values = copied.map((field) => ({ name: field.internalName, value: toValueString(field, record.values[field.internalName]) }));
  return (await saveItemValues(session, { boardID, siteURL: info.siteURL, listID: info.listID, itemID: 0, values })).itemID;
}

/** One card of the selection: the action through the use case a request about that card alone goes through, with its rules. */
async function actOnCard(session: Session, board: OpenBoard, request: SelectionRequest, info: ItemInfo): Promise<CardOutcome> {
  const { action } = request;
  const done = (extra: Partial<Extract<CardOutcome, { outcome: 'done' }>> = {}): CardOutcome => ({
    outcome: 'done',
    listID: info.listID,
    itemID: info.itemID,
    ...extra,
  });
  const boardID = request.boardID;
  if (action.kind === 'remove') {
    const { restoreToken } = await removeItem(session, { boardID, info });
    return done(restoreToken ? { restoreToken } : {});
  }
  if (action.kind === 'copy') {
    const itemID = await copyCard(session, board, boardID, info);
    return done({ item: await loadTask(session, boardID, { info: { ...info, itemID, etag: undefined }, requestViewType: 0 }) });
  }
  let previous: string | undefined;
  if (action.kind === 'field') {
    previous = await setField(session, board, boardID, info, action);
  } else if (action.kind === 'watch') {
    const me = session.user.id;
    await saveWatchers(session, { boardID, info, userIds: action.watching ? [me] : [], shownUserIds: action.watching ? [] : [me] });
  } else {
    const change = await changedValue(session, board, info, action);
    if (change.value !== null)
      await saveItemValues(session, {
        boardID,
        siteURL: info.siteURL,
        listID: info.listID,
        itemID: info.itemID,
        etag: change.etag,
        values: [{ name: change.field, value: change.value }],
      });
  }
  const item = await loadTask(session, boardID, { info: { ...info, etag: undefined }, requestViewType: 0 });
  return done(previous === undefined ? { item } : { item, previous });
}

/** Sets the action's field on the card as it is stored now (if the page's version is that one); answers the value before. */
async function setField(
  session: Session,
  board: OpenBoard,
  boardID: string,
  info: ItemInfo,
  { name, value }: Extract<SelectionAction, { kind: 'field' }>,
): Promise<string> {
  const { record, list } = await storedCard(session, board, info);
  const field = list.fields.find((candidate) => candidate.internalName === name);
  const previous = field ? toValueString(field, record.values[name]) : '';
  await saveItemValues(session, { ...info, boardID, etag: record.etag, values: [{ name, value }] });
  return previous;
}

/**
 * POST /api/item/selection: one action on every selected card (docs/board-page.md#selection), each card done or
 * refused on its own with the code a request about it alone would get: its version, its rights, the field's rules.
 * Watching is one's own business on any card one may view; the other actions need the right to change cards.
 */
export async function actOnSelection(session: Session, request: SelectionRequest): Promise<CardOutcomes> {
  const board = await openBoard(session, request.boardID);
  if (request.action.kind !== 'watch' && !canEditItem(board.level, true))
    throw notAllowed('access_denied', 'You may not change the cards of this board.');
  if (request.action.kind === 'labels' || request.action.kind === 'people') fieldOf(board, request.action);
  const results = await mapInTurns(request.cards, WIDTH, async (info) => {
    try {
      return await actOnCard(session, board, request, info);
    } catch (error) {
      return refusalOf(info, error);
    }
  });
  return { results };
}
