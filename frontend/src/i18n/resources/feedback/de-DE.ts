import type { feedbackEnUS } from './en-US';

export const feedbackDeDE: Record<keyof typeof feedbackEnUS, string> = {
  feedback_link: 'Rückmeldung',
  feedback_title: 'Rückmeldung an das Listboard-Team',
  feedback_intro: 'Sagen Sie uns, was für Sie funktioniert, was nicht und was Ihnen fehlt. Wir antworten an die Adresse unten.',
  feedback_subject: 'Betreff',
  feedback_body: 'Nachricht',
  feedback_body_hint: 'Mehr als 3 Zeichen.',
  feedback_too_short: 'Schreiben Sie eine Nachricht mit mehr als 3 Zeichen.',
  feedback_email: 'Ihre E-Mail-Adresse',
  feedback_email_invalid: 'Geben Sie eine E-Mail-Adresse an, an die wir antworten können.',
  feedback_send: 'Senden',
  feedback_sending: 'Wird gesendet…',
  feedback_cancel: 'Abbrechen',
  sucess_feedback: 'Vielen Dank! Ihre Rückmeldung hat das Listboard-Team erreicht.',
};
