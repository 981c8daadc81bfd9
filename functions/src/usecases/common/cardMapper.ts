import {
  type BoardConfig,
  LIST_COMMENTS_FIELD,
  commentsFieldOf,
  type ConditionContext,
  type Field,
  type Item,
  type NameResolver,
  type Permission,
  type SourceList,
  ORDER_FIELD,
  attachmentContentUrl,
  canEditItem,
  cardHeightUnits,
  resolveItemColor,
  toDisplayText,
  toValueString,
  cardIdOf,
} from '@listboard/shared';
import { subjectOf } from './conditionContext';
import type { ListItemRecord, ListSchema, SiteGroup, SiteUser } from '../../ports/listHost';
import { laneValueOfStored } from './laneValues';
import { type CardParts, cardPartsOf } from './cardParts';

/** What turning list items into cards needs to know about the board and the reader. */
export interface CardContext {
  board: BoardConfig;
  level: Permission;
  userId: number;
  users: ReadonlyMap<number, SiteUser>;
  /** The sites' groups by id: a person field that allows groups holds their ids beside people's. */
  groups: ReadonlyMap<number, SiteGroup>;
  /** The name of the item a lookup of an item in `ownListId` points to. */
  lookupName(field: Field, id: number, ownListId: string): string | undefined;
  /** The swimlane field in effect (the board's, or the one the page picked). */
  swimlaneField: Field | null;
  /** Subtask counts by the parent's uniqueID. */
  children: ReadonlyMap<string, { count: number; completed: number }>;
  /** Watchers' user ids by card uniqueID. */
  watchers: ReadonlyMap<string, number[]>;
  /** The attachment each card shows at its top, by card uniqueID (docs/api.md#upload-options). */
  pictures: ReadonlyMap<string, string>;
  /** For the style rules that colour the card. */
  conditions: ConditionContext;
}

/**
 * The fields a card carries in its `card` map: those it shows (display titles, card fields), those
 * of its callout and those the page may sort by (spec 1 section 4: the page sorts each column).
 * Title, column, lane, people, due date and labels have their own properties;
 * repeating them for every card would make a 5,000-card board a fifth larger.
 */
export function cardFieldNames(board: BoardConfig): string[] {
  const names = [
    board.displayTitleFieldName,
    board.displayTitleFieldName2,
    board.displayTitleFieldName3,
    ...board.cardFields,
    ...board.calloutDefinition.fields,
    ...board.sortFieldNames,
  ];
  return [...new Set(names.filter((n): n is string => Boolean(n)))];
}

/** What a list contributes to every card of it, computed once per list rather than per card. */
export interface ListShape {
  fields: ReadonlyMap<string, Field>;
  cardFields: Field[];
  /** The card's header lines: its display title fields of this list, other than the title itself. */
  headerFields: string[];
  /** The board's card fields this list has, which size the card. */
  heightFields: Field[];
}

export function listShape(list: ListSchema, board: BoardConfig): ListShape {
  const fields = new Map(list.fields.map((f) => [f.internalName, f]));
  const titles = [board.displayTitleFieldName, board.displayTitleFieldName2, board.displayTitleFieldName3];
  const headerFields = [...new Set(titles)].filter((n): n is string => Boolean(n) && n !== board.titleFieldName && fields.has(n as string));
  return {
    fields,
    cardFields: cardFieldNames(board)
      .map((n) => fields.get(n))
      .filter((f): f is Field => Boolean(f)),
    headerFields,
    heightFields: board.cardFields.map((n) => fields.get(n)).filter((f): f is Field => Boolean(f)),
  };
}

/** What every card of one answer shares, by the answer's context: made on its first card, dropped with the context. */
const sharedByContext = new WeakMap<CardContext, { parts: CardParts; names: Map<string, NameResolver> }>();

function sharedOf(context: CardContext, listId: string): { parts: CardParts; names: NameResolver } {
  let shared = sharedByContext.get(context);
  if (!shared) {
    shared = { parts: cardPartsOf(context.board, context.users, context.groups), names: new Map() };
    sharedByContext.set(context, shared);
  }
  let names = shared.names.get(listId);
  if (!names) {
    names = {
      user: (id) => context.users.get(id)?.name ?? context.groups.get(id)?.name,
      lookup: (field, id) => context.lookupName(field, id, listId),
    };
    shared.names.set(listId, names);
  }
  return { parts: shared.parts, names };
}

const NO_CHILDREN = Object.freeze({ count: 0, completed: 0 });

/** The user or lookup ids a stored value holds (one or many). */
export function idsOf(value: unknown): number[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
}

/** Strips fractional seconds: ISO dates are exposed without them (spec 1, section 9). */
function isoSeconds(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

export function toItem(
  list: ListSchema,
  source: SourceList,
  record: ListItemRecord,
  context: CardContext,
  shape: ListShape = listShape(list, context.board),
): Item {
  const { board } = context;
  const { fields } = shape;
  const { parts, names } = sharedOf(context, list.id);
  const text = (name: string | null | undefined) => {
    const field = name ? fields.get(name) : undefined;
    return field ? toDisplayText(field, record.values[field.internalName], names) : '';
  };
  const card: Item['card'] = {};
  for (const field of shape.cardFields) {
    const value = record.values[field.internalName];
    card[field.internalName] = { t: toDisplayText(field, value, names), v: toValueString(field, value) };
  }
  const userIds = board.userField ? idsOf(record.values[board.userField]) : [];
  const labelNames = board.labelsFieldName ? ((record.values[board.labelsFieldName] as string[] | null) ?? []) : [];
  const labels = labelNames.map((name, index) => parts.label(name, index));
  const parentField = board.useSubtasks && board.parentlookup ? fields.get(board.parentlookup) : undefined;
  const parentId = parentField ? idsOf(record.values[parentField.internalName])[0] : undefined;
  const uniqueID = cardIdOf(list.id, record.id);
  const subInfo = context.children.get(uniqueID) ?? NO_CHILDREN;
  const dueDateValue = board.dueDateField ? record.values[board.dueDateField] : null;
  const dueDate = typeof dueDateValue === 'string' ? dueDateValue : null;
  const columnValue = String(record.values[board.columnFieldName] ?? '');
  const owns = record.authorId === context.userId || userIds.includes(context.userId);
  const allowEdit = canEditItem(context.level, owns);
  const swimlaneField = context.swimlaneField;
  const order = record.values[ORDER_FIELD];
  const pictureName = context.pictures.get(uniqueID);
  const watchers = context.watchers.get(uniqueID);
  const item: Item = {
    id: record.id,
    name: text(board.titleFieldName),
    uniqueID,
    info: { siteURL: source.url, listID: list.id, itemID: record.id, timestamp: Date.parse(record.modified), etag: record.etag },
    parent: parentField && parentId ? { id: parentId, name: context.lookupName(parentField, parentId, list.id) ?? '' } : null,
    allowEdit,
    isEnable: true,
    isCompleted: board.columnDefinitions.some((c) => c.value === columnValue && c.isComplete),
    isFile: list.isLibrary === true,
    isReadOnly: !allowEdit,
    editPermissionDisabled: !allowEdit,
    dueDate,
    // The due day as a value (YYYY-MM-DD, the UTC day, like the style rules' 'today'); the page writes it in its language.
    dueDateStr: dueDate ? dueDate.slice(0, 10) : '',
    columnValue,
    rowValue: laneValueOfStored(swimlaneField, swimlaneField ? record.values[swimlaneField.internalName] : null),
    rowName: swimlaneField ? text(swimlaneField.internalName) : '',
    order: typeof order === 'number' ? order : null,
    created: isoSeconds(record.created),
    modified: isoSeconds(record.modified),
    authorID: record.authorId,
    editorID: record.editorId,
    usersIds: userIds,
    users: userIds.map(parts.member),
    author: parts.person(record.authorId),
    editor: parts.person(record.editorId),
    labels,
    watchers: watchers ? watchers.map(parts.person) : [],
    // Names, not texts: the values are in `card`, and the page labels each line with its field's name.
    header: shape.headerFields.filter((name) => card[name]?.v),
    card,
    // Spec 2 section 3: the first enabled style rule whose conditions hold, worked out once here.
    color: resolveItemColor(board.styles, subjectOf(record), context.conditions),
    subInfo,
    commentsCount: commentsCountOf(board, record),
    fieldsHeight: cardHeightUnits({
      hasParent: Boolean(parentId),
      hasLabels: labels.length > 0,
      hasChildren: subInfo.count > 0,
      hasPicture: pictureName !== undefined,
      hideEmpty: board.cardFieldsHideEmpty,
      fields: shape.heightFields.map((field) => ({ field, value: record.values[field.internalName] })),
    }),
  };
  if (pictureName !== undefined) item.picture = { name: pictureName, url: attachmentContentUrl(board.id, item.info, pictureName) };
  return item;
}

/** A card's comments: the item's own, counted by the host with the item, or the entries of the board's Note field. */
function commentsCountOf(board: BoardConfig, record: ListItemRecord): number {
  const field = commentsFieldOf(board);
  if (field === LIST_COMMENTS_FIELD) return record.commentCount;
  return field ? (record.appendCounts[field] ?? 0) : 0;
}
