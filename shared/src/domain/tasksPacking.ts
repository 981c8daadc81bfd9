import type { CardLabel, CardUser, Item, PackedItem, PackedTasksResponse, TasksResponse } from '../api/kanban';

// The packed tasks answer (docs/api.md#the-packed-tasks-answer): the same board in about a quarter of the bytes. A card leaves out
// what has its usual value, names people by id once per answer, and points at its list by index; from the second
// shape on, it also leaves out what its cell and due date say and names labels by index. The server packs; the
// page unpacks into full Items, so nothing past fetchTasks knows the difference.

type PersonSlot = number | CardUser;
type LabelSlot = number | CardLabel;
type Source = { siteURL: string; listID: string };
/** The values of the cell a card is drawn in. */
type Cell = { columnValue: string; rowValue: string };
/** 1: the first packed shape; 2: also cell values, the due day and labels left out or indexed. */
export type PackingLevel = 1 | 2;

const sameFields = (a: CardUser, b: CardUser): boolean => {
  const keys = Object.keys(a) as (keyof CardUser)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

const isEmptyObject = (value: object): boolean => {
  for (const _ in value) return false;
  return true;
};

const sameSlots = (slots: readonly PersonSlot[], ids: readonly number[]): boolean => {
  if (slots.length !== ids.length) return false;
  for (let index = 0; index < ids.length; index++) if (slots[index] !== ids[index]) return false;
  return true;
};

const uniqueIdOf = (listID: string, itemID: number) => `${listID}#${itemID}`;

const dueDayOf = (dueDate: string | null): string => (dueDate ? dueDate.slice(0, 10) : '');

class Packer {
  readonly people: Record<string, CardUser> = {};
  readonly sources: Source[] = [];
  readonly labels: CardLabel[] = [];
  private readonly sourceIndex = new Map<string, number>();
  private readonly labelIndex = new Map<string, number>();
  private last = { siteURL: '', listID: '', index: -1 };

  constructor(private readonly level: PackingLevel) {}

  /** The person as an id when `people` holds the same person, else written out. */
  person(user: CardUser): PersonSlot {
    const known = this.people[user.id];
    if (!known) {
      this.people[user.id] = user;
      return user.id;
    }
    return known === user || sameFields(known, user) ? user.id : user;
  }

  source(siteURL: string, listID: string): number {
    // Cards come list by list: the previous card's source is nearly always this one's.
    if (siteURL === this.last.siteURL && listID === this.last.listID) return this.last.index;
    const key = `${siteURL}\n${listID}`;
    let index = this.sourceIndex.get(key);
    if (index === undefined) {
      index = this.sources.push({ siteURL, listID }) - 1;
      this.sourceIndex.set(key, index);
    }
    this.last = { siteURL, listID, index };
    return index;
  }

  /** The label as an index into `labels`: a board's cards share a handful of labels. */
  label(label: CardLabel): LabelSlot {
    const key = `${label.name}\n${label.color}\n${label.fontColor}`;
    let index = this.labelIndex.get(key);
    if (index === undefined) {
      index = this.labels.push(label) - 1;
      this.labelIndex.set(key, index);
    }
    return index;
  }

  /** An author or editor slot: left out when it is the person of `id`, null when there is none. */
  namedPerson(user: CardUser | null, id: number): PersonSlot | null | undefined {
    if (!user) return null;
    const slot = this.person(user);
    return slot === id ? undefined : slot;
  }

  item(item: Item, cell: Cell): PackedItem {
    const { info } = item;
    const source = this.source(info.siteURL, info.listID);
    const packed: PackedItem = {
      id: item.id,
      name: item.name,
      info: { timestamp: info.timestamp, etag: info.etag },
      created: item.created,
      authorID: item.authorID,
      fieldsHeight: item.fieldsHeight,
    };
    const second = this.level >= 2;
    if (!second || item.columnValue !== cell.columnValue) packed.columnValue = item.columnValue;
    if (!second || item.rowValue !== cell.rowValue) packed.rowValue = item.rowValue;
    if (source !== 0) packed.info.source = source;
    if (info.itemID !== item.id) packed.info.itemID = info.itemID;
    if (item.uniqueID !== uniqueIdOf(info.listID, info.itemID)) packed.uniqueID = item.uniqueID;
    if (item.parent) packed.parent = item.parent;
    if (!item.allowEdit) packed.allowEdit = false;
    if (!item.isEnable) packed.isEnable = false;
    if (item.isCompleted) packed.isCompleted = true;
    if (item.isFile) packed.isFile = true;
    if (item.isReadOnly) packed.isReadOnly = true;
    if (item.editPermissionDisabled) packed.editPermissionDisabled = true;
    if (item.dueDate !== null) packed.dueDate = item.dueDate;
    if (item.dueDateStr !== (second ? dueDayOf(item.dueDate) : '')) packed.dueDateStr = item.dueDateStr;
    if (item.rowName !== item.rowValue) packed.rowName = item.rowName;
    if (item.order !== null) packed.order = item.order;
    if (item.modified !== item.created) packed.modified = item.modified;
    if (item.editorID !== item.authorID) packed.editorID = item.editorID;
    if (item.usersIds.length > 0) packed.usersIds = item.usersIds;
    const users = item.users.map((user) => this.person(user));
    if (!sameSlots(users, item.usersIds)) packed.users = users;
    const author = this.namedPerson(item.author, item.authorID);
    if (author !== undefined) packed.author = author;
    const editor = this.namedPerson(item.editor, item.editorID);
    if (editor !== undefined) packed.editor = editor;
    if (item.labels.length > 0) packed.labels = second ? item.labels.map((label) => this.label(label)) : item.labels;
    if (item.watchers.length > 0) packed.watchers = item.watchers.map((user) => this.person(user));
    if (item.header.length > 0) packed.header = item.header;
    if (!isEmptyObject(item.card)) {
      const card: NonNullable<PackedItem['card']> = {};
      for (const name in item.card) {
        const value = item.card[name];
        card[name] = value.t === value.v ? value.v : value;
      }
      packed.card = card;
    }
    if (!isEmptyObject(item.color)) packed.color = item.color;
    if (item.subInfo.count !== 0 || item.subInfo.completed !== 0) packed.subInfo = item.subInfo;
    if (item.commentsCount !== 0) packed.commentsCount = item.commentsCount;
    if (item.picture) packed.picture = item.picture;
    if (item.age) packed.age = item.age;
    return packed;
  }
}

/** The tasks answer packed (the shape `packed` asks for: true is level 1). */
export function packTasks(tasks: TasksResponse, level: PackingLevel = 2): PackedTasksResponse {
  const packer = new Packer(level);
  const rows = tasks.rows.map((row) => ({
    ...row,
    columns: row.columns.map((column) => {
      const cell = { columnValue: column.value, rowValue: row.value };
      return { ...column, items: column.items.map((item) => packer.item(item, cell)) };
    }),
  }));
  const packed: PackedTasksResponse = { rows, users: tasks.users, people: packer.people, sources: packer.sources };
  if (packer.labels.length > 0) packed.labels = packer.labels;
  if (tasks.sequence !== undefined) packed.sequence = tasks.sequence;
  if (tasks.aging !== undefined) packed.aging = tasks.aging;
  return packed;
}

/** Reads a slot of a packed card: the entry it names in `table`, or the value written out. */
function slotReader<T extends object>(table: Readonly<Record<number, T>>, what: string): (slot: number | T) => T {
  return (slot) => {
    if (typeof slot !== 'number') return slot;
    const known = table[slot];
    if (!known) throw new Error(`The packed tasks answer names ${what} ${slot} without writing it out.`);
    return known;
  };
}

/** The full tasks answer from a packed one; a full answer comes back as it is, field for field. */
export function unpackTasks(packed: PackedTasksResponse): TasksResponse {
  const sources = packed.sources ?? [];
  const person = slotReader<CardUser>(packed.people ?? {}, 'person');
  const namedPerson = (slot: PersonSlot | null | undefined, id: number): CardUser | null => (slot === null ? null : person(slot ?? id));
  const label = slotReader<CardLabel>(packed.labels ?? [], 'label');

  const item = (card: PackedItem, cell: Cell): Item => {
    const source = sources[card.info.source ?? 0];
    const siteURL = card.info.siteURL ?? source?.siteURL ?? '';
    const listID = card.info.listID ?? source?.listID ?? '';
    const itemID = card.info.itemID ?? card.id;
    const usersIds = card.usersIds ?? [];
    const dueDate = card.dueDate ?? null;
    const rowValue = card.rowValue ?? cell.rowValue;
    const cardValues: Item['card'] = {};
    for (const [name, value] of Object.entries(card.card ?? {}))
      cardValues[name] = typeof value === 'string' ? { t: value, v: value } : value;
    const full: Item = {
      id: card.id,
      name: card.name,
      uniqueID: card.uniqueID ?? uniqueIdOf(listID, itemID),
      info: { siteURL, listID, itemID, timestamp: card.info.timestamp, etag: card.info.etag },
      parent: card.parent ?? null,
      allowEdit: card.allowEdit ?? true,
      isEnable: card.isEnable ?? true,
      isCompleted: card.isCompleted ?? false,
      isFile: card.isFile ?? false,
      isReadOnly: card.isReadOnly ?? false,
      editPermissionDisabled: card.editPermissionDisabled ?? false,
      dueDate,
      dueDateStr: card.dueDateStr ?? dueDayOf(dueDate),
      columnValue: card.columnValue ?? cell.columnValue,
      rowValue,
      rowName: card.rowName ?? rowValue,
      order: card.order ?? null,
      created: card.created,
      modified: card.modified ?? card.created,
      authorID: card.authorID,
      editorID: card.editorID ?? card.authorID,
      usersIds,
      users: (card.users ?? usersIds).map(person),
      author: namedPerson(card.author, card.authorID),
      editor: namedPerson(card.editor, card.editorID ?? card.authorID),
      labels: (card.labels ?? []).map(label),
      watchers: (card.watchers ?? []).map(person),
      header: card.header ?? [],
      card: cardValues,
      color: card.color ?? {},
      subInfo: card.subInfo ?? { count: 0, completed: 0 },
      commentsCount: card.commentsCount ?? 0,
      fieldsHeight: card.fieldsHeight,
    };
    if (card.picture) full.picture = card.picture;
    if (card.age) full.age = card.age;
    return full;
  };

  const tasks: TasksResponse = {
    rows: packed.rows.map((row) => ({
      ...row,
      columns: row.columns.map((column) => {
        const cell = { columnValue: column.value, rowValue: row.value };
        return { ...column, items: column.items.map((card) => item(card, cell)) };
      }),
    })),
    users: packed.users,
  };
  if (packed.sequence !== undefined) tasks.sequence = packed.sequence;
  if (packed.aging !== undefined) tasks.aging = packed.aging;
  return tasks;
}
