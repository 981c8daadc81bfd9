import type { CardUser, Item, PackedItem, PackedTasksResponse, TasksResponse } from '../api/kanban';

// The packed tasks answer (docs/api.md#the-packed-tasks-answer): the same board in about a third of the bytes. A card leaves out
// what has its usual value, names people by id once per answer, and points at its list by index. The
// server packs; the page unpacks into full Items, so nothing past fetchTasks knows the difference.

type PersonSlot = number | CardUser;
type Source = { siteURL: string; listID: string };

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

class Packer {
  readonly people: Record<string, CardUser> = {};
  readonly sources: Source[] = [];
  private readonly sourceIndex = new Map<string, number>();
  private last = { siteURL: '', listID: '', index: -1 };

  /** The person as an id when `people` holds the same person, else written out. */
  person(user: CardUser): PersonSlot {
    const known = this.people[user.id];
    if (!known) {
      this.people[user.id] = user;
      return user.id;
    }
    return sameFields(known, user) ? user.id : user;
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

  /** An author or editor slot: left out when it is the person of `id`, null when there is none. */
  namedPerson(user: CardUser | null, id: number): PersonSlot | null | undefined {
    if (!user) return null;
    const slot = this.person(user);
    return slot === id ? undefined : slot;
  }

  item(item: Item): PackedItem {
    const { info } = item;
    const source = this.source(info.siteURL, info.listID);
    const packed: PackedItem = {
      id: item.id,
      name: item.name,
      info: { timestamp: info.timestamp, etag: info.etag },
      columnValue: item.columnValue,
      rowValue: item.rowValue,
      created: item.created,
      authorID: item.authorID,
      fieldsHeight: item.fieldsHeight,
    };
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
    if (item.dueDateStr !== '') packed.dueDateStr = item.dueDateStr;
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
    if (item.labels.length > 0) packed.labels = item.labels;
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

/** The tasks answer packed (the shape of `packed: true`). */
export function packTasks(tasks: TasksResponse): PackedTasksResponse {
  const packer = new Packer();
  const rows = tasks.rows.map((row) => ({
    ...row,
    columns: row.columns.map((column) => ({ ...column, items: column.items.map((item) => packer.item(item)) })),
  }));
  const packed: PackedTasksResponse = { rows, users: tasks.users, people: packer.people, sources: packer.sources };
  if (tasks.sequence !== undefined) packed.sequence = tasks.sequence;
  if (tasks.aging !== undefined) packed.aging = tasks.aging;
  return packed;
}

/** The full tasks answer from a packed one; a full answer comes back as it is, field for field. */
export function unpackTasks(packed: PackedTasksResponse): TasksResponse {
  const people = packed.people ?? {};
  const sources = packed.sources ?? [];
  const person = (slot: PersonSlot): CardUser => {
    if (typeof slot !== 'number') return slot;
    const known = people[slot];
    if (!known) throw new Error(`The packed tasks answer names person ${slot} without writing them out.`);
    return known;
  };
  const namedPerson = (slot: PersonSlot | null | undefined, id: number): CardUser | null => (slot === null ? null : person(slot ?? id));

  const item = (card: PackedItem): Item => {
    const source = sources[card.info.source ?? 0];
    const siteURL = card.info.siteURL ?? source?.siteURL ?? '';
    const listID = card.info.listID ?? source?.listID ?? '';
    const itemID = card.info.itemID ?? card.id;
    const usersIds = card.usersIds ?? [];
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
      dueDate: card.dueDate ?? null,
      dueDateStr: card.dueDateStr ?? '',
      columnValue: card.columnValue,
      rowValue: card.rowValue,
      rowName: card.rowName ?? card.rowValue,
      order: card.order ?? null,
      created: card.created,
      modified: card.modified ?? card.created,
      authorID: card.authorID,
      editorID: card.editorID ?? card.authorID,
      usersIds,
      users: (card.users ?? usersIds).map(person),
      author: namedPerson(card.author, card.authorID),
      editor: namedPerson(card.editor, card.editorID ?? card.authorID),
      labels: card.labels ?? [],
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
    rows: packed.rows.map((row) => ({ ...row, columns: row.columns.map((column) => ({ ...column, items: column.items.map(item) })) })),
    users: packed.users,
  };
  if (packed.sequence !== undefined) tasks.sequence = packed.sequence;
  if (packed.aging !== undefined) tasks.aging = packed.aging;
  return tasks;
}
