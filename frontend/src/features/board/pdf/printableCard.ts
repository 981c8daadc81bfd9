import type { Item } from '@listboard/shared';
import { formats } from '../../../i18n/formats';
import type { Translate } from '../../../i18n/i18n';
import { fieldValueText } from '../../../ui/fields/fieldDisplay';
import type { CardDisplay } from '../card/cardSettings';

/** A card as the printable PDF writes it: its title, then one line per thing the card shows. */
export interface PrintableCard {
  title: string;
  lines: string[];
}

/**
 * What the card shows, in words: its header lines and fields with their names, its labels, its due date
 * and its people. Counts drawn as icons (subtasks, comments) and the card's tools are left out.
 */
export function printableCard(item: Item, display: CardDisplay, t: Translate): PrintableCard {
  const named = (name: string, text: string) => (text ? `${name}: ${text}` : '');
  const headerLines = item.header.slice(0, 3).map((name) => {
    const def = display.headerFields.get(name);
    return def ? named(def.name, fieldValueText(def.field, item.card[name])) : '';
  });
  const fields = display.fields.map((def) => named(def.name, fieldValueText(def.field, item.card[def.internalName])));
  const labels = item.labels.map((label) => label.name).join(' · ');
  const due = item.dueDate ? t('card_due', { date: formats.date(item.dueDate, { utcDay: display.dueDateOnly }) }) : '';
  const people = item.users.map((user) => user.name).join(', ');
  return { title: item.name, lines: [...headerLines, labels, ...fields, due, people].filter((line) => line !== '') };
}
