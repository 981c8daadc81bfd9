import type { Item } from '@listboard/shared';
import type { Translate } from '../../../i18n/i18n';
import { appLocale } from '../../../i18n/locale';
import type { Direction } from '../../../ui/undo/undoHistory';
import { type BoardFields, type ChangeNames, changedParts } from './cardChanges';

/** The refusals of an undo or a redo, in the page's language. */
export interface RefusalTexts {
  /** The card is no longer on the board as the page shows it (deleted, or its lane or column is gone). */
  gone(direction: Direction, left: Item): string;
  /** Someone changed the card since the step left it: who, and what, where the card says. */
  changed(direction: Direction, left: Item, now: Item): string;
}

export function refusalTexts(t: Translate, board: BoardFields, names: ChangeNames): RefusalTexts {
  const list = new Intl.ListFormat(appLocale, { type: 'conjunction' });
  return {
    gone: (direction, left) => t(direction === 'undo' ? 'undo_refused_gone' : 'redo_refused_gone', { title: left.name }),
    changed(direction, left, now) {
      const parts = changedParts(left, now, board, names);
      const name = now.editor?.name;
      if (!name || parts.length === 0) return t(direction === 'undo' ? 'undo_refused_stale' : 'redo_refused_stale', { title: left.name });
      return t(direction === 'undo' ? 'undo_refused_changed' : 'redo_refused_changed', {
        name,
        title: left.name,
        fields: list.format(parts),
      });
    },
  };
}
