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
 * What a write of an item did, for the notification handler (docs/notifications.md). It carries what the handler
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
  /**
   * Whether the comment is a rich-text note's sanitised HTML; otherwise it is plain text, which stays
   * text in a mail whatever it looks like (an event without the flag holds plain text).
   */
  commentIsRich?: boolean;
  commentatorIds: number[];
  mentionedLogins: string[];
  /** Site users the rules may address or name. */
  people: EventPerson[];
  /**
   * The members (user ids) of each group the item's person fields hold, by group id, as they were at the change; the
   * rules address them for the group (an event recorded before groups had ids has none: a group is then nobody).
   */
  groupMembers?: Record<string, number[]>;
  /** The site's language, for a reader Listboard has not seen yet (an event recorded before it had none: US English). */
  siteLanguage?: string;
}

/** A change waiting in the store of pending changes, as a queue message names it. */
export interface PendingChangeRef {
  listId: string;
  itemId: number;
  /** The change's key in the store. */
  key: string;
}

/**
 * What the queue carries (docs/notifications.md): the board's changes that one hand-over stored, named by key. The
 * message is delayed by the combining window, so that later changes of the same cards join them.
 */
export interface PendingChangesMessage {
  tenant: string;
  boardId: string;
  changes: PendingChangeRef[];
}

/** The queue that wakes the notification handler once a hand-over's combining window has passed. */
export interface ChangeQueue {
  enqueue(message: PendingChangesMessage, delaySeconds: number): Promise<void>;
}

/**
 * Where writes leave their changes for mail: a write hands over how to describe its change and goes
 * on; describing, storing and queueing happen after its answer.
 */
export interface ChangeRecorder {
  record(describe: () => Promise<ChangeEvent>, what: string): void;
  /** Resolves once every change taken so far is stored and queued (a host stopping, tests). */
  drain(): Promise<void>;
}

/** The queue of change events; its poison queue is `${CHANGE_QUEUE}-poison`, as the Functions host names it. */
export const CHANGE_QUEUE = 'listboard-changes';

/** A queue-triggered function: its queue, and the handler the Functions host (or the local host's poller) runs per message. */
export interface QueueJob {
  queueName: string;
  handle(message: unknown, dequeueCount: number): Promise<void>;
}
