import type { Item } from '@listboard/shared';
import { fieldValueText } from '../../../ui/fields/fieldDisplay';
import type { CardClasses } from '../card/cardClasses';
import type { CardDisplay } from '../card/cardSettings';

interface CardHeaderLinesProps {
  item: Item;
  display: CardDisplay;
  classes: CardClasses;
}

/**
 * The card's title fields under its title (displayTitleFieldName, 2, 3), each with its field's name.
 * No hooks of its own: it runs once per card, and the board resolves the classes once for all of them.
 */
export function CardHeaderLines({ item, display, classes }: CardHeaderLinesProps) {
  return item.header.slice(0, 3).map((name) => {
    const def = display.headerFields.get(name);
    const text = fieldValueText(def?.field ?? null, item.card[name]);
    if (!def || !text) return null;
    return (
      <div key={name} className={classes.header}>
        <span className={classes.headerName}>{def.name}</span> {text}
      </div>
    );
  });
}
