import { useState } from 'react';
import type { MessageKey } from '../../../i18n/i18n';
import { type ContactField, type TrialContact, contactProblems } from './trialContact';

/**
 * The state of a contact form: its values, and which problems it shows. A field shows its problem once the
 * person has left it, and every field once sending was tried, so nobody is scolded for a field not reached yet.
 */
export function useContactForm(initial: () => TrialContact) {
  const [contact, setContact] = useState(initial);
  const [left, setLeft] = useState<ReadonlySet<ContactField>>(() => new Set());
  const [tried, setTried] = useState(false);
  const problems = contactProblems(contact);
  return {
    contact,
    tried,
    set(field: ContactField, value: string) {
      setContact((current) => ({ ...current, [field]: value }));
    },
    leave(field: ContactField) {
      setLeft((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
    },
    problemOf(field: ContactField): MessageKey | undefined {
      return tried || left.has(field) ? problems[field] : undefined;
    },
    /** Called on send: whether the contact may go; from then on every problem shows. */
    attempt(): boolean {
      setTried(true);
      return Object.keys(problems).length === 0;
    },
    reset() {
      setContact(initial());
      setLeft(new Set());
      setTried(false);
    },
  };
}

export type ContactForm = ReturnType<typeof useContactForm>;
