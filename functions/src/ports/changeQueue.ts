import type { ChangeKind, Field, ItemSnapshot } from '@listboard/shared';

/** A person a change event names: the editor, and the people its rules may address. */
export interface EventPerson {
  id: number;
  login: string;
  name: string;
  email: string;
}

/** A changed field as a message shows it: display texts of the values before and after. */
export interface EventChange {
  field: string;
  name: string;
  type: Field['type'];
  dateOnly: boolean;
  before: string;
  after: string;
}

/**
 * What a write of an item did, for the notification handler (issue 16). It carries what the handler
 * cannot read for itself: on SharePoint the functions read lists only as a signed-in person, and the
 * handler runs for nobody.
 */
export interface ChangeEvent {
  id: string;
  /** The host origin of the site (the board store's tenant key). */
  tenant: string;
  siteUrl: string;
  boardId: string;
  listId: string;
  itemId: number;
  kind: ChangeKind;
  at: string;
  editor: EventPerson;
  before: ItemSnapshot | null;
  after: ItemSnapshot | null;
  /** The fields the board's rules test (their conditions, the user field). */
  fields: Field[];
  changes: EventChange[];
  comment: string | null;
  commentatorIds: number[];
  mentionedLogins: string[];
  /** Site users the rules may address or name. */
  people: EventPerson[];
}

/** The queue of change events: a write hands its event over and goes on; the handler takes it from there. */
export interface ChangeQueue {
  enqueue(event: ChangeEvent): Promise<void>;
}
