import type { Recipient } from '@listboard/shared';
import type { EventPerson } from '../../ports/changeQueue';

const LOOKS_LIKE_MAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The person a recipient of a rule stands for: a known site user by id or sign-in name, or, for a
 * sign-in name nobody on the site has, the name itself when it is a mail address; else nobody.
 */
export function recipientPerson(recipient: Recipient, people: readonly EventPerson[]): EventPerson | null {
  if ('userId' in recipient) return people.find((person) => person.id === recipient.userId) ?? null;
  const login = recipient.login.toLowerCase();
  const known = people.find((person) => person.login.toLowerCase() === login);
  if (known) return known;
  return LOOKS_LIKE_MAIL.test(login) ? { id: 0, login, name: login, email: login } : null;
}
