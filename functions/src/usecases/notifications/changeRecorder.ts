import { randomUUID } from 'node:crypto';
import {
  type BoardConfig,
  type ChangeKind,
  type Field,
  type ItemSnapshot,
  NOTIFICATION_TYPE,
  ORDER_FIELD,
  type SourceList,
  LIST_COMMENTS_FIELD,
  commentsFieldOf,
  membersByGroupId,
  modifiedFieldsOf,
  peopleIn,
  toDisplayText,
} from '@listboard/shared';
import type { ChangeEvent, EventChange, EventPerson } from '../../ports/changeQueue';
import type { ListItemRecord, ListSchema, SiteGroup, SiteUser } from '../../ports/listHost';
import type { OpenBoard } from '../common/boardAccess';
import type { ItemScope } from '../common/itemScope';
import type { Session } from '../../context/session';
import { commentVersionsOf } from '../common/commentVersions';
import { keepDigestCurrent } from '../common/keptVersions';
import { notificationsDepsOf } from './deps';

/** A write of an item as the recorder takes it: what it did, and the item before and after. */
export interface ItemWrite {
  kind: ChangeKind;
  before: ListItemRecord | null;
  after: ListItemRecord | null;
  /** The comment's HTML (or text, in a plain-text field), for a comment. */
  comment?: string;
  /** Whether the comment field is rich text (its comment HTML) or plain text. */
  commentIsRich?: boolean;
  /** The people the comment @mentions, resolved to people of the site (resolveMentions). */
  mentioned?: readonly EventPerson[];
}

/** Long texts are cut in the event: a stored change stays small (a table transaction holds 4 MiB), and a mail shows the start of a text anyway. */
const MAX_TEXT = 2_000;

/** Whether anything on the board sends mail about changes: otherwise its writes record nothing and pay nothing. */
export function notifiesOnChange(config: BoardConfig): boolean {
  const { assignNotify, rules } = config.notificationsDefinition;
  return assignNotify || rules.some((rule) => !rule.isDisabled);
}

const snapshotOf = (record: ListItemRecord | null): ItemSnapshot | null =>
  record && {
    id: record.id,
    values: Object.fromEntries(
      Object.entries(record.values).map(([name, value]) => [
        name,
        typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value,
      ]),
    ),
    created: record.created,
    modified: record.modified,
    authorId: record.authorId,
    editorId: record.editorId,
  };

const personOf = (user: SiteUser): EventPerson => ({ id: user.id, login: user.login, name: user.name, email: user.email });

/** The fields the handler needs: those the rules' conditions name, the people fields, and the changed ones. */
function eventFields(config: BoardConfig, list: ListSchema, changed: ReadonlySet<string>): Field[] {
  const named = new Set(config.notificationsDefinition.rules.flatMap((rule) => rule.conditions.map((condition) => condition.field)));
  return list.fields.filter((field) => named.has(field.internalName) || field.type === 'User' || changed.has(field.internalName));
}

/** Enough for any card's commentators: without a $top SharePoint answers only the newest 30. */
const ALL_COMMENTS = 5_000;

/** Site users who commented before this comment: the editors of the versions that set the comment field, or the authors of the item's own comments. */
async function earlierCommentators(
  session: Session,
  config: BoardConfig,
  source: SourceList,
  list: ListSchema,
  write: ItemWrite,
): Promise<number[]> {
  const wanted = config.notificationsDefinition.rules.some(
    (rule) => !rule.isDisabled && rule.notificationType === NOTIFICATION_TYPE.NewCommentAllCommentators,
  );
  const field = commentsFieldOf(config);
  if (write.kind !== 'commented' || !wanted || !field || !write.after) return [];
  if (field === LIST_COMMENTS_FIELD) {
    // Newest first: the first is the comment just written.
    const comments = await session.lists.getItemComments(source.url, list.id, write.after.id, ALL_COMMENTS);
    return [...new Set(comments.slice(1).map((comment) => comment.author.id))];
  }
  const versions = await session.lists.getItemVersions(source.url, list.id, write.after.id);
  return [...new Set(commentVersionsOf(versions.slice(0, -1), field).map((version) => version.editorId))];
}

async function changesOf(
  session: Session,
  source: SourceList,
  list: ListSchema,
  write: ItemWrite,
  changed: ReadonlySet<string>,
  users: readonly SiteUser[],
  groups: readonly SiteGroup[],
): Promise<EventChange[]> {
  const fields = list.fields.filter((field) => changed.has(field.internalName) && !field.isReadOnly && field.internalName !== ORDER_FIELD);
  const lookups = new Map<string, Map<number, string>>();
  for (const field of fields.filter((candidate) => candidate.type === 'Lookup')) {
    lookups.set(
      field.internalName,
      new Map((await session.lists.getLookups(source.url, list.id, field.internalName)).map((entry) => [entry.id, entry.name])),
    );
  }
  const names = {
    user: (id: number) => (users.find((user) => user.id === id) ?? groups.find((group) => group.id === id))?.name,
    lookup: (field: Field, id: number) => lookups.get(field.internalName)?.get(id),
  };
  const text = (record: ListItemRecord | null, field: Field) =>
    toDisplayText(field, record?.values[field.internalName], names).slice(0, MAX_TEXT);
  return fields.map((field) => ({
    field: field.internalName,
    name: field.name,
    type: field.type,
    dateOnly: Boolean(field.dateOnly),
    before: text(write.before, field),
    after: text(write.after, field),
  }));
}

async function eventOf(
  session: Session,
  board: OpenBoard,
  source: SourceList,
  list: ListSchema,
  write: ItemWrite,
  at: string,
): Promise<ChangeEvent> {
  const config = board.config;
  const before = snapshotOf(write.before);
  const after = snapshotOf(write.after);
  const changed = write.kind === 'commented' ? new Set<string>() : modifiedFieldsOf(before, after);
  const [users, groups, commentatorIds, web] = await Promise.all([
    session.lists.getSiteUsers(source.url),
    session.lists.getSiteGroups(source.url),
    earlierCommentators(session, config, source, list, write),
    session.lists.getWeb(source.url),
  ]);
  const fields = eventFields(config, list, changed);
  const mentioned = write.mentioned ?? [];
  const involved = new Set<number>([session.user.id, ...commentatorIds]);
  for (const record of [before, after]) {
    if (!record) continue;
    involved.add(record.authorId).add(record.editorId);
    for (const field of fields.filter((candidate) => candidate.type === 'User'))
      for (const id of peopleIn(record.values[field.internalName])) involved.add(id);
  }
  // A group a person field holds stands for its members, who are then people the rules may address.
  const groupMembers = Object.fromEntries([
    ...membersByGroupId(
      groups.filter((group) => involved.has(group.id)),
      users,
    ),
  ]);
  for (const members of Object.values(groupMembers)) for (const id of members) involved.add(id);
  const wantedLogins = new Set(
    [...config.notificationsDefinition.rules.flatMap((rule) => rule.users.filter((user) => !user.isField).map((user) => user.login))].map(
      (login) => login.toLowerCase(),
    ),
  );
  const people = users.filter((user) => involved.has(user.id) || wantedLogins.has(user.login.toLowerCase())).map(personOf);
  // The mentioned, site users or people of the directory who are none yet: the mention rule writes to them by sign-in name.
  for (const person of mentioned)
    if (!people.some((known) => known.login.toLowerCase() === person.login.toLowerCase())) people.push(person);
  return {
    id: randomUUID(),
    tenant: session.tenant,
    siteUrl: source.url,
    boardId: config.id,
    listId: list.id,
    itemId: (write.after ?? write.before)?.id ?? 0,
    kind: write.kind,
    at,
    editor: personOf(session.user),
    before,
    after,
    fields,
    changes: await changesOf(session, source, list, write, changed, users, groups),
    comment: write.comment ?? null,
    commentIsRich: Boolean(write.commentIsRich),
    commentatorIds,
    mentionedLogins: mentioned.map((person) => person.login.toLowerCase()),
    people,
    groupMembers,
    ...(web?.language && { siteLanguage: web.language }),
  };
}

/**
 * Records a successful write of an item: for the charts' digest of its list, which is brought up to date
 * after the answer, and for mail (docs/notifications.md), when the board sends mail about changes. The write has
 * happened and answers at once: the change is described, stored and queued after it (ChangeOutbox), and
 * a failure there is logged, never the write's.
 */
export function recordChange(scope: ItemScope, write: ItemWrite): void {
  const { session, board, source, list } = scope;
  keepDigestCurrent(session, source);
  const recorder = notificationsDepsOf(session).changeRecorder;
  if (!recorder || !notifiesOnChange(board.config)) return;
  const at = new Date().toISOString();
  recorder.record(
    () => eventOf(session, board, source, list, write, at),
    `The change of item ${(write.after ?? write.before)?.id} on board ${board.config.id}`,
  );
}
