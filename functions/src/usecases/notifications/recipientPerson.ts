import type { Recipient } from '@listboard/shared';
import type { EventPerson } from '../../ports/changeQueue';

/**
 * The person a recipient of a rule stands for: someone the change or the run knows (a site user by id
 * or sign-in name, or a person of the directory a comment mentioned); else nobody. A sign-in name that
 * is no one's is not mailed, even when it reads as an address: mail goes to people of the site only.
 */
export function recipientPerson(recipient: Recipient, people: readonly EventPerson[]): EventPerson | null {
  if ('userId' in recipient) return people.find((person) => person.id === recipient.userId) ?? null;
  const login = recipient.login.toLowerCase();
  return people.find((person) => person.login.toLowerCase() === login) ?? null;
}
