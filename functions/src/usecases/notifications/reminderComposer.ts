import { type BoardConfig, type MessageTask, type ReminderRule, fillMessage } from '@listboard/shared';
import type { EventPerson } from '../../ports/changeQueue';
import type { OutgoingMail } from '../../ports/mailer';
import { type CardLink, boardUrl, finishedMail, taskUrl } from './mailParts';
import { type MailLanguage, mailTexts, templateIn } from './mailTexts';

/** A card a reminder names, with its title and, when the rule allows it, the link that unsubscribes the recipient from it. */
export interface RemindedCard extends CardLink {
  title: string;
  unsubscribeUrl?: string;
}

export interface ReminderMailRequest {
  config: BoardConfig;
  rule: ReminderRule;
  to: EventPerson;
  /** One card (sendSeparateEmails), or the cards of the recipient's digest. */
  cards: readonly RemindedCard[];
  appUrl: string;
  language: MailLanguage;
}

/**
 * A reminder: the rule's template with {TaskLink} as the card, or as the list of the digest's cards
 * (each with its unsubscribe link); a single card's unsubscribe link is in the footer and the header.
 */
export function composeReminder({ config, rule, to, cards, appUrl, language }: ReminderMailRequest): OutgoingMail {
  const texts = mailTexts(language);
  const single = cards.length === 1 ? cards[0] : null;
  const tasks: MessageTask[] = cards.map((card) => ({
    url: taskUrl(appUrl, card),
    title: card.title,
    ...(!single && card.unsubscribeUrl && { unsubscribe: { url: card.unsubscribeUrl, text: texts.unsubscribe } }),
  }));
  const html = fillMessage(templateIn(rule.message, language), {
    recipientName: to.name,
    editor: '',
    tasks,
    board: { url: boardUrl(appUrl, cards[0]), name: config.name },
    commentHtml: '',
    changes: [],
    changeHeadings: texts.headings,
  });
  const about = single ? single.title : texts.digestSubject(cards.length);
  const card = single ? { title: single.title, url: taskUrl(appUrl, single) } : undefined;
  return finishedMail({ name: to.name, address: to.email || to.login }, `[${config.name}] ${rule.name}: ${about}`, html, {
    language,
    card,
    unsubscribeUrl: single?.unsubscribeUrl,
  });
}
