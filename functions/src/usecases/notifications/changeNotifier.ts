import { type Addressee, type ChangeFacts, type Recipient, addresseesOf } from '@listboard/shared';
import type { BoardStore } from '../../ports/boardStore';
import type { ChangeEvent, EventPerson } from '../../ports/changeQueue';
import type { DeliveryLedger } from '../../ports/deliveryLedger';
import type { Mailer } from '../../ports/mailer';
import { changeEventSchema } from './changeEventSchema';
import { composeMail } from './mailComposer';

export interface NotifierDeps {
  boards: BoardStore;
  mailer: Mailer;
  deliveries: DeliveryLedger;
  appUrl: string;
  log(message: string): void;
}

/** A claimed message whose sender died is sent again after this long (a send takes seconds). */
const CLAIM_LEASE_MS = 120_000;
const LOOKS_LIKE_MAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The person a recipient stands for: a site user the event names, or a sign-in name that is a mail address. */
function personOf(recipient: Recipient, event: ChangeEvent): EventPerson | null {
  if ('userId' in recipient) return event.people.find((person) => person.id === recipient.userId) ?? null;
  const login = recipient.login.toLowerCase();
  const known = event.people.find((person) => person.login.toLowerCase() === login);
  if (known) return known;
  return LOOKS_LIKE_MAIL.test(login) ? { id: 0, login, name: login, email: login } : null;
}

const reasonKey = (addressee: Addressee) => (addressee.reason.kind === 'assigned' ? 'assigned' : `rule${addressee.reason.ruleIndex}`);

/**
 * Handles one change event from the queue (issue 16): judges the board's rules as they are now, and
 * sends each addressee their message once. A message that went out is never sent again, whatever is
 * redelivered; one that failed makes the whole event fail, so that the queue tries it again (and, after
 * its fifth try, parks it in the poison queue).
 */
export async function notifyChange(deps: NotifierDeps, message: unknown): Promise<void> {
  const event = changeEventSchema.parse(message);
  const stored = await deps.boards.get(event.tenant, event.boardId);
  if (!stored) return;
  const config = stored.config;
  const facts: ChangeFacts = {
    kind: event.kind, before: event.before, after: event.after, editorId: event.editor.id,
    comment: event.comment, commentatorIds: event.commentatorIds, mentionedLogins: event.mentionedLogins,
  };
  const addressees = addresseesOf(config.notificationsDefinition, facts, {
    fields: event.fields, userField: config.userField, now: new Date(event.at),
    loginOf: (id) => event.people.find((person) => person.id === id)?.login,
    hasUnsubscribed: () => false,
  });
  const failures: string[] = [];
  for (const addressee of addressees) {
    const to = personOf(addressee.recipient, event);
    if (!to) {
      deps.log(`Change ${event.id} on board ${event.boardId}: ${JSON.stringify(addressee.recipient)} has no mail address; nothing sent.`);
      continue;
    }
    const key = `${event.id}|${to.login.toLowerCase()}|${reasonKey(addressee)}`;
    const claim = await deps.deliveries.claim(key, CLAIM_LEASE_MS);
    if (claim === 'sent') continue;
    if (claim === 'busy') {
      failures.push(`${to.login}: another handler is sending it`);
      continue;
    }
    try {
      await deps.mailer.send(composeMail({ event, config, reason: addressee.reason, to, appUrl: deps.appUrl }));
      await deps.deliveries.complete(key);
    } catch (error) {
      await deps.deliveries.release(key).catch(() => undefined);
      failures.push(`${to.login}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`Change ${event.id}: ${failures.length} of ${addressees.length} messages are not sent yet (${failures.join('; ')}).`);
}
