import { memo, type CSSProperties } from 'react';
import { CalendarLtr16Regular } from '@fluentui/react-icons';
import { labelFontColor, type Item } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { CardAvatars } from './CardAvatars';
import type { CardClasses } from './cardClasses';

// Item colours are data (styles rules of the board), so they are the one place with inline colours.
function colorStyle(color: Item['color']): CSSProperties | undefined {
  if (!color.bodyColor && !color.borderColor && !color.fontColor && !color.outlineColor) return undefined;
  return {
    backgroundColor: color.bodyColor,
    borderColor: color.borderColor,
    color: color.fontColor,
    outline: color.outlineColor ? `2px solid ${color.outlineColor}` : undefined,
  };
}

interface CardViewProps {
  item: Item;
  classes: CardClasses;
  overlay?: boolean;
}

/**
 * What a card shows. Memoised by item identity: the cache keeps unchanged cards' objects, so a move or
 * a drag re-renders only the cards that changed.
 */
export const CardView = memo(function CardView({ item, classes, overlay = false }: CardViewProps) {
  const t = useT();
  const headerLines = item.header.filter((line) => line && line !== item.name).slice(0, 3);
  return (
    <div className={overlay ? classes.overlayCard : classes.card} style={colorStyle(item.color)}>
      <div className={classes.title}>{item.name}</div>
      {headerLines.map((line, index) => (
        <div key={index} className={classes.header}>
          {line}
        </div>
      ))}
      {item.labels.length > 0 && (
        <div className={classes.labels}>
          {item.labels.map((label) => (
            <span key={label.name} className={classes.label} style={{ backgroundColor: label.color, color: label.fontColor || labelFontColor(label.color) }}>
              {label.name}
            </span>
          ))}
        </div>
      )}
      {(item.dueDateStr || item.users.length > 0) && (
        <div className={classes.footer}>
          {item.dueDateStr ? (
            <span className={classes.due}>
              <CalendarLtr16Regular />
              {t('card_due', { date: item.dueDateStr })}
            </span>
          ) : (
            <span />
          )}
          <CardAvatars users={item.users} classes={classes} />
        </div>
      )}
    </div>
  );
});
