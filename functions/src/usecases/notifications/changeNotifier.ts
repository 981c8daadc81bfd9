import { type BoardConfig, type ChangeFacts, type Reason, addresseesOf, errorText } from '@listboard/shared';
import { z } from 'zod';
import type { BoardStore } from '../../ports/boardStore';
import type { ChangeEvent, EventPerson, PendingChangesMessage } from '../../ports/changeQueue';
import type { PendingChange, PendingChanges } from '../../ports/pendingChanges';
import type { PersonLanguages } from '../../ports/personLanguages';
import type { CardOfBoard, UnsubscribeStore } from '../../ports/unsubscribeStore';
import { type MailPart, composeMail } from './mailComposer';
import { mailLanguageOf } from './mailTexts';
import { recipientPerson } from './recipientPerson';
import { type SendDeps, sendOnce } from './sendOnce';
import { unsubscribeUrl } from './unsubscribeLinks';

/** What mail needs from the settings: where links point, the secret that signs them, the default time zone. */
export interface MailContext {
  appUrl: string;
  linkSecret: string;
  timeZone: string;
}

export interface NotifierDeps extends SendDeps {
  boards: BoardStore;
  pending: PendingChanges;
  unsubscribes: UnsubscribeStore;
  languages: PersonLanguages;
  mail: MailContext;
  log(message: string): void;
}

/** A queue message as the handler accepts it: anything else is poison (it fails every try). */
const messageSchema = z.object({
  tenant: z.string().min(1),
  boardId: z.string().min(1),
  changes: z.array(z.object({ listId: z.string().min(1), itemId: z.number().int(), key: z.string().min(1) })).min(1),
});

/** The message as the handler takes it: which tenant's changes it tells of, among them. */
export function parseChangesMessage(message: unknown): PendingChangesMessage {
  return messageSchema.parse(message);
}

/** A batch is taken with one transaction: at most 100 rows. */
const MAX_BATCH = 100;
/** How often a handler looks again when other handlers keep taking the card's changes first. */
const MAX_CLAIM_TRIES = 5;

const reasonKey = (reason: Reason) => (reason.kind === 'assigned' ? 'assigned' : `rule${reason.ruleIndex}`);

/**
 * Whether people may unsubscribe from a reason's mail: a rule says so (usersCanUnsubscribe); mail about
 * an assignment always lets the assignee stop mail about that card.
 */
export const mayUnsubscribe = (config: BoardConfig, reason: Reason) =>
  reason.kind === 'assigned' || config.notificationsDefinition.rules[reason.ruleIndex]?.usersCanUnsubscribe === true;

/** One person's message about the card: who, and their reasons with the changes behind each. */
interface Letter {
  to: EventPerson;
  parts: Map<string, MailPart & { events: ChangeEvent[] }>;
}

/** Who hears what about the batch's changes (oldest first), judged change by change on the board's rules as they are now. */
function lettersOf(
  deps: NotifierDeps,
  config: BoardConfig,
  events: readonly ChangeEvent[],
  unsubscribed: ReadonlySet<string>,
): Map<string, Letter> {
  const letters = new Map<string, Letter>();
  for (const event of events) {
    const facts: ChangeFacts = {
      kind: event.kind,
      before: event.before,
      after: event.after,
      editorId: event.editor.id,
      comment: event.comment,
      commentatorIds: event.commentatorIds,
      mentionedLogins: event.mentionedLogins,
    };
    const addressees = addresseesOf(config.notificationsDefinition, facts, {
      fields: event.fields,
      userField: config.userField,
      now: new Date(event.at),
      loginOf: (id) => event.people.find((person) => person.id === id)?.login,
      membersOf: (id) => event.groupMembers?.[id],
      hasUnsubscribed: (login, reason) => mayUnsubscribe(config, reason) && unsubscribed.has(login.toLowerCase()),
    });
    for (const { recipient, reason } of addressees) {
      const to = recipientPerson(recipient, event.people);
      if (!to) {
        deps.log(`Change ${event.id} on board ${event.boardId}: ${JSON.stringify(recipient)} has no mail address; nothing sent.`);
        continue;
      }
      const login = to.login.toLowerCase();
      const letter = letters.get(login) ?? { to, parts: new Map() };
      letters.set(login, letter);
      const part = letter.parts.get(reasonKey(reason)) ?? { reason, events: [] };
      letter.parts.set(reasonKey(reason), part);
      part.events.push(event);
    }
  }
  return letters;
}

/**
 * Sends each person one message about the batch's changes, then forgets them. Each message is claimed
 * in the delivery ledger under the batch and the person, so a retry sends only what is missing; one
 * that failed fails the whole, so that the queue tries again (and, after its fifth try, parks it).
 */
async function deliverBatch(
  deps: NotifierDeps,
  config: BoardConfig | null,
  card: CardOfBoard,
  batch: string,
  changes: readonly PendingChange[],
): Promise<void> {
  if (config) {
    const letters = lettersOf(
      deps,
      config,
      changes.map((change) => change.event),
      await deps.unsubscribes.loginsOf(card),
    );
    const failures: string[] = [];
    for (const [login, { to, parts }] of letters) {
      try {
        const about = [...parts.values()];
        const { siteUrl, siteLanguage } = about[0].events[0];
        const language = mailLanguageOf((await deps.languages.languageOf(card.tenant, to.login)) ?? siteLanguage);
        const link = about.some((part) => mayUnsubscribe(config, part.reason))
          ? unsubscribeUrl(deps.mail.appUrl, deps.mail.linkSecret, { ...card, siteUrl, login: to.login, language })
          : undefined;
        const outcome = await sendOnce(deps, { board: card, message: `${batch}|${login}` }, () =>
          composeMail({
            parts: about,
            config,
            to,
            appUrl: deps.mail.appUrl,
            language,
            timeZone: config.timeZone ?? deps.mail.timeZone,
            unsubscribeUrl: link,
          }),
        );
        if (outcome === 'busy') failures.push(`${to.login}: another handler is sending it`);
      } catch (error) {
        failures.push(`${to.login}: ${errorText(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`${failures.length} of ${letters.size} messages are not sent yet (${failures.join('; ')})`);
  }
  await deps.pending.remove(card, changes);
}

/**
 * Tells the card's changes that this message names, together with every change of the card waiting
 * beside them: the message comes a combining window after its changes were made, so what was done to
 * the card meanwhile goes out in the same messages. Changes an earlier message's handler took are
 * that handler's to send; its retry finishes a batch it began (the batch's owner is its change).
 */
async function settleCard(deps: NotifierDeps, config: BoardConfig | null, card: CardOfBoard, mine: ReadonlySet<string>): Promise<void> {
  const owner = [...mine].sort()[0];
  for (let conflicts = 0; conflicts < MAX_CLAIM_TRIES;) {
    const pending = await deps.pending.of(card);
    for (const batch of new Set(
      pending.filter((change) => change.batch && change.owner === owner).map((change) => change.batch as string),
    )) {
      await deliverBatch(
        deps,
        config,
        card,
        batch,
        pending.filter((change) => change.batch === batch),
      );
    }
    const waiting = pending.filter((change) => !change.batch);
    if (!waiting.some((change) => mine.has(change.key))) return;
    const taken = waiting.slice(0, MAX_BATCH);
    const batch = taken[taken.length - 1].key;
    if (await deps.pending.claim(card, taken, batch, owner)) await deliverBatch(deps, config, card, batch, taken);
    else conflicts += 1;
  }
  throw new Error('other handlers kept taking its changes first');
}

/**
 * Handles one queue message of the change queue (docs/notifications.md): for each card it names, the changes made
 * within the window go to each person as one message, in their language, exactly once.
 */
export async function notifyChanges(deps: NotifierDeps, message: unknown): Promise<void> {
  const { tenant, boardId, changes } = parseChangesMessage(message);
  const byCard = new Map<string, { card: CardOfBoard; keys: Set<string> }>();
  for (const { listId, itemId, key } of changes) {
    const id = `${listId.toLowerCase()} ${itemId}`;
    const entry = byCard.get(id) ?? { card: { tenant, boardId, listId, itemId }, keys: new Set<string>() };
    entry.keys.add(key);
    byCard.set(id, entry);
  }
  // The board's rules as they are now, read once for all the message's cards; a board removed meanwhile tells nothing.
  const config = (await deps.boards.get(tenant, boardId))?.config ?? null;
  const failures: string[] = [];
  for (const { card, keys } of byCard.values()) {
    await settleCard(deps, config, card, keys).catch((error: unknown) =>
      failures.push(`card ${card.listId}/${card.itemId}: ${errorText(error)}`),
    );
  }
  if (failures.length > 0) throw new Error(`Changes of board ${boardId} are not all told yet: ${failures.join('; ')}.`);
}
