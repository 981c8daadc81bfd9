import type { ClockFormat } from './timeSlots';

/** What the form controls need to know about where the item lives. */
export interface FieldEnvironment {
  siteURL: string;
  /** The item's list: its lookup fields name the lists they point to. */
  listID: string;
  /** Names of the people the page already knows (the board's users), by id. */
  people: ReadonlyMap<number, string>;
  clock: ClockFormat;
  /** The board's due date field: its empty box says there is no due date. */
  dueDateField?: string | null;
}
