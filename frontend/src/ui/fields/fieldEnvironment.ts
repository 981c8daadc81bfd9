import type { ClockFormat } from './timeSlots';

/** A person or a group a person field may hold: the field of a list whose `mode` allows groups holds group ids too. */
export interface KnownPerson {
  name: string;
  isGroup?: boolean;
}

/** What the form controls need to know about where the item lives. */
export interface FieldEnvironment {
  siteURL: string;
  /** The item's list: its lookup fields name the lists they point to. */
  listID: string;
  /** The people and groups the page already knows (the board's users, a card's assignees), by id. */
  people: ReadonlyMap<number, KnownPerson>;
  clock: ClockFormat;
  /** The board's due date field: its empty box says there is no due date. */
  dueDateField?: string | null;
}
