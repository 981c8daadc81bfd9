import { SYSTEM_MESSAGES, type SystemMessage } from '@listboard/shared';

/**
 * The words of notification mail that are ours rather than the board owner's (a rule's template is
 * theirs once they change it), in the four languages of the page.
 */
export const MAIL_LANGUAGES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

interface MailTexts {
  assignedMessage: string;
  /** The templates new rules start with, in this language (SYSTEM_MESSAGES holds the stored English). */
  systemMessages: Record<SystemMessage, string>;
  assignedSubject: (title: string) => string;
  commentSubject: (title: string) => string;
  /** A message that tells several reasons at once (changes combined within the window). */
  changesSubject: (title: string) => string;
  digestSubject: (count: number) => string;
  headings: { field: string; before: string; after: string };
  yes: string;
  no: string;
  unsubscribe: string;
  unsubscribeFooter: string;
  /** The button to the card. */
  openCard: string;
}

const TEXTS: Record<MailLanguage, MailTexts> = {
  'en-US': {
    assignedMessage: '<p>Hello {RecipientName},</p><p>{Editor} assigned {TaskLink} on {BoardLink} to you.</p>',
    systemMessages: SYSTEM_MESSAGES,
    assignedSubject: (title) => `${title} was assigned to you`,
    commentSubject: (title) => `New comment on ${title}`,
    changesSubject: (title) => `Changes to ${title}`,
    digestSubject: (count) => (count === 1 ? '1 card' : `${count} cards`),
    headings: { field: 'Field', before: 'Old value', after: 'New value' },
    yes: 'Yes',
    no: 'No',
    unsubscribe: 'Unsubscribe',
    unsubscribeFooter: 'Stop notifications about this card',
    openCard: 'Open the card',
  },
  'de-DE': {
    assignedMessage: '<p>Hallo {RecipientName},</p><p>{Editor} hat Ihnen {TaskLink} auf {BoardLink} zugewiesen.</p>',
    systemMessages: {
      notification: '<p>Hallo {RecipientName},</p><p>{Editor} hat {TaskLink} auf {BoardLink} geändert:</p>{ChangedValues}',
      reminder: '<p>Hallo {RecipientName},</p><p>eine Erinnerung an {TaskLink} auf {BoardLink}.</p>',
      comment:
        '<p>Hallo {RecipientName},</p><p>{Editor} hat {TaskLink} auf {BoardLink} kommentiert:</p><blockquote>{CommentValue}</blockquote>',
    },
    assignedSubject: (title) => `${title} wurde Ihnen zugewiesen`,
    commentSubject: (title) => `Neuer Kommentar zu ${title}`,
    changesSubject: (title) => `Änderungen an ${title}`,
    digestSubject: (count) => (count === 1 ? '1 Karte' : `${count} Karten`),
    headings: { field: 'Feld', before: 'Alter Wert', after: 'Neuer Wert' },
    yes: 'Ja',
    no: 'Nein',
    unsubscribe: 'Abbestellen',
    unsubscribeFooter: 'Keine Benachrichtigungen mehr zu dieser Karte',
    openCard: 'Karte öffnen',
  },
  'fr-FR': {
    assignedMessage: '<p>Bonjour {RecipientName},</p><p>{Editor} vous a attribué {TaskLink} sur {BoardLink}.</p>',
    systemMessages: {
      notification: '<p>Bonjour {RecipientName},</p><p>{Editor} a modifié {TaskLink} sur {BoardLink} :</p>{ChangedValues}',
      reminder: '<p>Bonjour {RecipientName},</p><p>Un rappel concernant {TaskLink} sur {BoardLink}.</p>',
      comment:
        '<p>Bonjour {RecipientName},</p><p>{Editor} a commenté {TaskLink} sur {BoardLink} :</p><blockquote>{CommentValue}</blockquote>',
    },
    assignedSubject: (title) => `${title} vous a été attribué`,
    commentSubject: (title) => `Nouveau commentaire sur ${title}`,
    changesSubject: (title) => `Modifications de ${title}`,
    digestSubject: (count) => (count === 1 ? '1 carte' : `${count} cartes`),
    headings: { field: 'Champ', before: 'Ancienne valeur', after: 'Nouvelle valeur' },
    yes: 'Oui',
    no: 'Non',
    unsubscribe: 'Se désabonner',
    unsubscribeFooter: 'Ne plus recevoir de notifications sur cette carte',
    openCard: 'Ouvrir la carte',
  },
  'es-ES': {
    assignedMessage: '<p>Hola {RecipientName}:</p><p>{Editor} te ha asignado {TaskLink} en {BoardLink}.</p>',
    systemMessages: {
      notification: '<p>Hola {RecipientName}:</p><p>{Editor} ha cambiado {TaskLink} en {BoardLink}:</p>{ChangedValues}',
      reminder: '<p>Hola {RecipientName}:</p><p>Un recordatorio sobre {TaskLink} en {BoardLink}.</p>',
      comment: '<p>Hola {RecipientName}:</p><p>{Editor} ha comentado {TaskLink} en {BoardLink}:</p><blockquote>{CommentValue}</blockquote>',
    },
    assignedSubject: (title) => `Se te ha asignado ${title}`,
    commentSubject: (title) => `Nuevo comentario en ${title}`,
    changesSubject: (title) => `Cambios en ${title}`,
    digestSubject: (count) => (count === 1 ? '1 tarjeta' : `${count} tarjetas`),
    headings: { field: 'Campo', before: 'Valor anterior', after: 'Valor nuevo' },
    yes: 'Sí',
    no: 'No',
    unsubscribe: 'Cancelar la suscripción',
    unsubscribeFooter: 'Dejar de recibir notificaciones sobre esta tarjeta',
    openCard: 'Abrir la tarjeta',
  },
};

/** The language a stored preference names, when it is one mail is written in: 'de' and 'de-AT' read German. */
export function mailLanguageOf(preference: string | null | undefined): MailLanguage {
  if (!preference) return 'en-US';
  const exact = MAIL_LANGUAGES.find((language) => language.toLowerCase() === preference.toLowerCase());
  if (exact) return exact;
  const primary = preference.split('-')[0].toLowerCase();
  return MAIL_LANGUAGES.find((language) => language.startsWith(`${primary}-`)) ?? 'en-US';
}

export function mailTexts(language: MailLanguage): MailTexts {
  return TEXTS[language];
}

/** A rule's template as the recipient reads it: the system's own in their language, the owner's words as written. */
export function templateIn(message: string, language: MailLanguage): string {
  const system = (Object.keys(SYSTEM_MESSAGES) as SystemMessage[]).find((key) => SYSTEM_MESSAGES[key] === message);
  return system ? TEXTS[language].systemMessages[system] : message;
}
