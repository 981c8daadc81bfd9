import { makeStyles, tokens } from '@fluentui/react-components';
import type { Item } from '@listboard/shared';
import { fieldValueText } from '../../../ui/fields/fieldDisplay';
import type { CardDisplay } from '../cardSettings';

const useStyles = makeStyles({
  // The field's name is a quiet prefix, as Trello writes "Estimate: 5" on a card's front: a bare "5" says nothing.
  name: { color: tokens.colorNeutralForeground2 },
});

interface CardHeaderLinesProps {
  item: Item;
  display: CardDisplay;
  className: string;
}

/** The card's title fields under its title (displayTitleFieldName, 2, 3), each with its field's name. */
export function CardHeaderLines({ item, display, className }: CardHeaderLinesProps) {
  const styles = useStyles();
  return item.header.slice(0, 3).map((name) => {
    const def = display.headerFields.get(name);
    const text = fieldValueText(def?.field ?? null, item.card[name]);
    if (!def || !text) return null;
    return (
      <div key={name} className={className}>
        <span className={styles.name}>{def.name}</span> {text}
      </div>
    );
  });
}
