import { memo, type CSSProperties } from 'react';
import { labelFontColor, readableCardColors, type Item } from '@listboard/shared';
import { useThemeSurface } from '../../../ui/themeSurface';
import type { CardActions } from '../actions/useCardActions';
import { CardFields } from '../cardFields/CardFields';
import { CardHeaderLines } from '../cardFields/CardHeaderLines';
import type { CardClasses } from './cardClasses';
import { CardFooter } from './CardFooter';
import { CardPicture } from './CardPicture';
import { PAINTED_FONT } from './cardPartStyles';
import type { CardDisplay } from './cardSettings';

/**
 * Item colours are data (styles rules of the board), so they are the one place with inline colours,
 * made readable on the background they end up on. A card with a font of its own hands it to the
 * parts that otherwise use the theme's secondary text colour (field names, counts, tools).
 */
function colorStyle(color: Item['color'], surface: string): CSSProperties | undefined {
  const paint = readableCardColors(color, surface);
  if (!paint.backgroundColor && !paint.borderColor && !paint.color && !paint.outlineColor) return undefined;
  return {
    backgroundColor: paint.backgroundColor,
    borderColor: paint.borderColor,
    color: paint.color,
    outline: paint.outlineColor ? `2px solid ${paint.outlineColor}` : undefined,
    ...(paint.color ? { [PAINTED_FONT]: paint.color } : {}),
  };
}

interface CardViewProps {
  item: Item;
  classes: CardClasses;
  display: CardDisplay;
  overlay?: boolean;
  /** Lets the card's fields be edited in place (spec 1 section 4); left out for the drag overlay. */
  onSaveField?: CardActions['saveField'];
  /** The card is busy: its fields do not start editing. */
  disabled?: boolean;
}

/**
 * What a card shows. Memoised by item identity: the cache keeps unchanged cards' objects, so a move or
 * a drag re-renders only the cards that changed.
 */
export const CardView = memo(function CardView({ item, classes, display, overlay = false, onSaveField, disabled }: CardViewProps) {
  const surface = useThemeSurface();
  return (
    <div className={overlay ? classes.overlayCard : classes.card} style={colorStyle(item.color, surface)}>
      <div className={classes.title}>{item.name}</div>
      {/* Below the title: the card's buttons sit at its top right, where they would cover the picture. */}
      {item.picture && <CardPicture picture={item.picture} />}
      <CardHeaderLines item={item} display={display} classes={classes} />
      {item.labels.length > 0 && (
        <div className={classes.labels}>
          {item.labels.map((label) => (
            <span
              key={label.name}
              className={classes.label}
              style={{ backgroundColor: label.color, color: label.fontColor || labelFontColor(label.color) }}
            >
              {label.name}
            </span>
          ))}
        </div>
      )}
      <CardFields item={item} classes={classes} display={display} onSave={onSaveField} disabled={disabled} />
      <CardFooter item={item} classes={classes} display={display} />
    </div>
  );
});
