import type { feedbackEnUS } from './en-US';

export const feedbackFrFR: Record<keyof typeof feedbackEnUS, string> = {
  feedback_link: 'Votre avis',
  feedback_title: 'Votre avis à l’équipe Listboard',
  feedback_intro: 'Dites-nous ce qui vous convient, ce qui ne va pas et ce qui vous manque. Nous répondons à l’adresse ci-dessous.',
  feedback_subject: 'Objet',
  feedback_body: 'Message',
  feedback_body_hint: 'Plus de 3 caractères.',
  feedback_too_short: 'Écrivez un message de plus de 3 caractères.',
  feedback_email: 'Votre adresse e-mail',
  feedback_email_invalid: 'Indiquez une adresse e-mail à laquelle nous pouvons répondre.',
  feedback_send: 'Envoyer',
  feedback_sending: 'Envoi…',
  feedback_cancel: 'Annuler',
  sucess_feedback: 'Merci ! Votre avis est bien parvenu à l’équipe Listboard.',
};
