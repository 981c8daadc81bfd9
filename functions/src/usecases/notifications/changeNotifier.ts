import { type Addressee, type BoardConfig, type ChangeFacts, type Reason, addresseesOf } from '@listboard/shared';
import type { BoardStore } from '../../ports/boardStore';
import type { PersonLanguages } from '../../ports/personLanguages';
import type { UnsubscribeStore } from '../../ports/unsubscribeStore';
import { changeEventSchema } from './changeEventSchema';
import { composeMail } from './mailComposer';
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
  unsubscribes: UnsubscribeStore;
  languages: PersonLanguages;
  mail: MailContext;
  log(message: string): void;
}

const reasonKey = (addressee: Addressee) => (addressee.reason.kind === 'assigned' ? 'assigned' : `rule${addressee.reason.ruleIndex}`);

/**
 * Whether people may unsubscribe from a reason's mail: a rule says so (usersCanUnsubscribe); mail about
 * an assignment always lets the assignee stop mail about that card.
 */
export const mayUnsubscribe = (config: BoardConfig, reason: Reason) =>
  reason.kind === 'assigned' || config.notificationsDefinition.rules[reason.ruleIndex]?.usersCanUnsubscribe === true;

/**
 * Handles one change event from the queue (issue 16): judges the board's rules as they are now, and
 * sends each addressee their message once, in their language. A message that went out is never sent
 * again, whatever is redelivered; one that failed makes the whole event fail, so that the queue tries
 * it again (and, after its fifth try, parks it in the poison queue).
 */
export async function notifyChange(deps: NotifierDeps, message: unknown): Promise<void> {
  const event = changeEventSchema.parse(message);
  const stored = await deps.boards.get(event.tenant, event.boardId);
  if (!stored) return;
  const config = stored.config;
  const card = { tenant: event.tenant, boardId: event.boardId, listId: event.listId, itemId: event.itemId };
  const unsubscribed = await deps.unsubscribes.loginsOf(card);
  const facts: ChangeFacts = {
    kind: event.kind, before: event.before, after: event.after, editorId: event.editor.id,
    comment: event.comment, commentatorIds: event.commentatorIds, mentionedLogins: event.mentionedLogins,
  };
  const addressees = addresseesOf(config.notificationsDefinition, facts, {
    fields: event.fields, userField: config.userField, now: new Date(event.at),
    loginOf: (id) => event.people.find((person) => person.id === id)?.login,
    hasUnsubscribed: (login, reason) => mayUnsubscribe(config, reason) && unsubscribed.has(login.toLowerCase()),
  });
  const failures: string[] = [];
  for (const addressee of addressees) {
    const to = recipientPerson(addressee.recipient, event.people);
    if (!to) {
      deps.log(`Change ${event.id} on board ${event.boardId}: ${JSON.stringify(addressee.recipient)} has no mail address; nothing sent.`);
      continue;
    }
    const key = `${event.id}|${to.login.toLowerCase()}|${reasonKey(addressee)}`;
    try {
      const language = mailLanguageOf(await deps.languages.languageOf(event.tenant, to.login));
      const link = mayUnsubscribe(config, addressee.reason)
        ? unsubscribeUrl(deps.mail.appUrl, deps.mail.linkSecret, { ...card, siteUrl: event.siteUrl, login: to.login })
        : undefined;
      const outcome = await sendOnce(deps, key, () => composeMail({
        event, config, reason: addressee.reason, to, appUrl: deps.mail.appUrl, language, timeZone: config.timeZone ?? deps.mail.timeZone, unsubscribeUrl: link,
      }));
      if (outcome === 'busy') failures.push(`${to.login}: another handler is sending it`);
    } catch (error) {
      failures.push(`${to.login}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`Change ${event.id}: ${failures.length} of ${addressees.length} messages are not sent yet (${failures.join('; ')}).`);
}
