import {
  type BoardConfig,
  type DueCard,
  REMINDER_TICK_MS,
  type ReminderRule,
  type ReminderWindow,
  WHEN_TO_SEND_TYPE,
  dueCards,
  dueSlot,
  reminderTick,
  membersByGroupId,
  ruleRecipients,
  withGroupMembers,
  errorText,
} from '@listboard/shared';
import type { BoardStore, TenantBoard } from '../../ports/boardStore';
import type { EventPerson } from '../../ports/changeQueue';
import type { ListHost, ListItemRecord, ListSchema, SiteUser } from '../../ports/listHost';
import type { PersonLanguages } from '../../ports/personLanguages';
import type { ReminderCursors } from '../../ports/reminderCursors';
import { type UnsubscribeStore, cardKey } from '../../ports/unsubscribeStore';
import { boardItemQuery } from '../common/boardAccess';
import type { MailContext } from './changeNotifier';
import { mailLanguageOf } from './mailTexts';
import { type RemindedCard, composeReminder } from './reminderComposer';
import { recipientPerson } from './recipientPerson';
import { type SendDeps, sendOnce } from './sendOnce';
import { unsubscribeUrl } from './unsubscribeLinks';

export interface ReminderDeps extends SendDeps {
  boards: BoardStore;
  /** The lists of a tenant as the timer may read them, with nobody signed in (SharePoint: the app's own access); null where that is not possible. */
  listsFor(tenant: string): ListHost | null;
  /** Told when a board has reminders but its lists cannot be read by the timer. */
  unreadable(boardId: string): void;
  cursors: ReminderCursors;
  unsubscribes: UnsubscribeStore;
  languages: PersonLanguages;
  mail: MailContext;
  log(message: string): void;
}

/** A run after the host was down answers for at most this long a past: a monthly reminder's slot is within it. */
const MAX_CATCH_UP_MS = 35 * 86_400_000;

/** A card of the board's lists, with where it lives. */
interface BoardCard extends DueCard {
  siteUrl: string;
  listId: string;
}

/** A board's cards and site users, read once per run for all of its reminders. */
interface BoardData {
  tenant: string;
  config: BoardConfig;
  lists: { siteUrl: string; listId: string; schema: ListSchema; items: ListItemRecord[] }[];
  users: SiteUser[];
  /** The members (user ids) of the sites' groups by group id: a group a person field holds reminds its members. */
  groupMembers: Map<number, number[]>;
  unsubscribed: Map<string, Set<string>>;
  /** The language of the board's first site: a reader Listboard has not seen yet gets it. */
  siteLanguage: string | undefined;
}

/** Which rule a cursor belongs to: its place and name, so that a reordered or renamed rule starts afresh rather than inherit another's progress. */
const ruleKeyOf = (rule: ReminderRule, index: number) => `${index}:${rule.name}`;

async function readBoard(deps: ReminderDeps, lists: ListHost, { tenant, board }: TenantBoard): Promise<BoardData> {
  const config = board.config;
  const read = await Promise.all(
    config.source.lists.map(async (source) => {
      const schema = await lists.getList(source.url, source.listID);
      return schema
        ? { siteUrl: source.url, listId: schema.id, schema, items: await lists.queryItems(source.url, schema.id, boardItemQuery(config)) }
        : null;
    }),
  );
  const present = read.filter((entry) => entry !== null);
  const sites = [...new Set(present.map((entry) => entry.siteUrl))];
  const [users, groups, web] = await Promise.all([
    Promise.all(sites.map((site) => lists.getSiteUsers(site))).then((perSite) => perSite.flat()),
    Promise.all(sites.map((site) => lists.getSiteGroups(site))).then((perSite) => perSite.flat()),
    sites.length > 0 ? lists.getWeb(sites[0]) : null,
  ]);
  return {
    tenant,
    config,
    lists: present,
    users,
    groupMembers: membersByGroupId(groups, users),
    unsubscribed: await deps.unsubscribes.forBoard(tenant, config.id),
    siteLanguage: web?.language,
  };
}

function dueOnBoard(data: BoardData, rule: ReminderRule, zone: string, window: ReminderWindow): BoardCard[] {
  return data.lists.flatMap((list) =>
    dueCards(rule, list.items, { fields: list.schema.fields, zone, window }).map((due) => ({
      ...due,
      siteUrl: list.siteUrl,
      listId: list.listId,
    })),
  );
}

/** Each recipient with the cards they are reminded of, without those they unsubscribed from when the rule allows it. */
function lettersOf(data: BoardData, rule: ReminderRule, cards: readonly BoardCard[]): Map<string, { to: EventPerson; cards: BoardCard[] }> {
  const letters = new Map<string, { to: EventPerson; cards: BoardCard[] }>();
  for (const card of cards) {
    const gone = rule.usersCanUnsubscribe ? data.unsubscribed.get(cardKey(card.listId, card.item.id)) : undefined;
    for (const recipient of withGroupMembers(ruleRecipients(rule, card.item), (id) => data.groupMembers.get(id))) {
      const to = recipientPerson(recipient, data.users);
      const login = to?.login.toLowerCase();
      if (!to || !login || gone?.has(login)) continue;
      const letter = letters.get(login) ?? { to, cards: [] };
      if (!letter.cards.includes(card)) letter.cards.push(card);
      letters.set(login, letter);
    }
  }
  return letters;
}

/** Sends one rule's messages for a window; true when every one went out (or another host is sending it). */
async function sendRule(
  deps: ReminderDeps,
  data: BoardData,
  rule: ReminderRule,
  ruleKey: string,
  window: ReminderWindow,
  zone: string,
): Promise<boolean> {
  const { config, tenant } = data;
  const letters = lettersOf(data, rule, dueOnBoard(data, rule, zone, window));
  let complete = true;
  for (const [login, letter] of letters) {
    const language = mailLanguageOf((await deps.languages.languageOf(tenant, login)) ?? data.siteLanguage);
    const remindedOf = (card: BoardCard): RemindedCard => ({
      boardId: config.id,
      listId: card.listId,
      itemId: card.item.id,
      siteUrl: card.siteUrl,
      title: String(card.item.values[config.titleFieldName] ?? card.item.values.Title ?? `#${card.item.id}`),
      ...(rule.usersCanUnsubscribe && {
        unsubscribeUrl: unsubscribeUrl(deps.mail.appUrl, deps.mail.linkSecret, {
          tenant,
          boardId: config.id,
          listId: card.listId,
          itemId: card.item.id,
          siteUrl: card.siteUrl,
          login,
          language,
        }),
      }),
    });
    // One message per card and moment, or one digest per run: either way a key two hosts agree on.
    const messages = rule.sendSeparateEmails
      ? letter.cards.map((card) => ({ key: `${card.listId}|${card.item.id}|${card.moment.toISOString()}`, cards: [card] }))
      : [{ key: window.upTo.toISOString(), cards: letter.cards }];
    for (const message of messages) {
      const key = { board: { tenant, boardId: config.id }, message: `reminder|${tenant}|${config.id}|${ruleKey}|${message.key}|${login}` };
      try {
        await sendOnce(deps, key, () =>
          composeReminder({ config, rule, to: letter.to, cards: message.cards.map(remindedOf), appUrl: deps.mail.appUrl, language }),
        );
      } catch (error) {
        complete = false;
        deps.log(`Reminder "${rule.name}" of board ${config.id} to ${login} is not sent yet: ${errorText(error)}`);
      }
    }
  }
  return complete;
}

/** The window a rule's run answers for: from its cursor (at most MAX_CATCH_UP_MS back) to the tick; a new rule starts at the tick before. */
function windowOf(cursorUpTo: Date | null, tick: Date): ReminderWindow {
  const earliest = tick.getTime() - MAX_CATCH_UP_MS;
  const after = cursorUpTo ? Math.max(cursorUpTo.getTime(), earliest) : tick.getTime() - REMINDER_TICK_MS;
  return { after: new Date(after), upTo: tick };
}

async function runBoard(deps: ReminderDeps, entry: TenantBoard, tick: Date): Promise<void> {
  const { tenant, board } = entry;
  const rules = board.config.remindersDefinition.rules
    .map((rule, index) => ({ rule, key: ruleKeyOf(rule, index) }))
    .filter(({ rule }) => !rule.isDisabled);
  if (rules.length === 0) return;
  const lists = deps.listsFor(tenant);
  if (!lists) {
    deps.unreadable(board.config.id);
    return;
  }
  const cursors = await Promise.all(rules.map(({ key }) => deps.cursors.get(tenant, board.config.id, key)));
  const pending = rules
    .map((entry, index) => ({ ...entry, cursor: cursors[index], window: windowOf(cursors[index]?.upTo ?? null, tick) }))
    .filter(({ window }) => window.after < window.upTo);
  if (pending.length === 0) return;
  const zone = board.config.timeZone ?? deps.mail.timeZone;
  // Most runs fall on no slot of a digest: the board's lists are read only when a rule may have something to send.
  let data: BoardData | null = null;
  for (const { rule, key, cursor, window } of pending) {
    const idle = rule.whenToSendType === WHEN_TO_SEND_TYPE.SpecifyTime && dueSlot(rule, zone, window) === null;
    if (!idle) data ??= await readBoard(deps, lists, entry);
    // A rule whose messages did not all go out keeps its cursor: the next run tries the window again, and sends only what is missing.
    const done = idle || (await sendRule(deps, data as BoardData, rule, key, window, zone));
    if (done) await deps.cursors.advance(tenant, board.config.id, key, window.upTo, cursor?.version ?? null);
  }
}

/**
 * One run of the reminder timer (docs/notifications.md), every 5 minutes: each board's enabled reminders answer for
 * the time since their last run up to the current tick. A run that comes after missed ones catches up
 * once; two hosts running the same tick send each message once (the delivery ledger), and only one of
 * them moves a rule's cursor.
 */
export async function runReminders(deps: ReminderDeps, now = new Date()): Promise<void> {
  const tick = reminderTick(now);
  for await (const entry of deps.boards.everyBoard()) {
    // A board in the trash bin, or being removed, reminds nobody; a restored one takes up its rules where their cursors are.
    if (entry.board.trashed || entry.removing) continue;
    await runBoard(deps, entry, tick).catch((error: unknown) => {
      deps.log(`Reminders of board ${entry.board.config.id} failed this run: ${errorText(error)}`);
    });
  }
}
