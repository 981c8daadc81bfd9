import { useMemo } from 'react';
import { type BoardResponse, type Item, type TasksResponse, formatMultiChoice, formatUserValue } from '@listboard/shared';
import { useMe } from '../../../api/queries';
import type { CardActions } from '../actions/useCardActions';
import type { CardLabelsSettings } from '../card/cardSettings';
import { focusCardWhenShown } from '../dnd/dragSupport';
import type { MoveIntent } from '../dnd/moveController';
import { findCard } from '../dnd/moveCache';
import { hasSwimlanes } from '../canvas/lanes';

/** What single keys do to the focused card besides its menu's commands (docs/board-page.md#keyboard-commands). */
export interface CardKeyActions {
  /** Adds the person to the card's people, or takes them off. */
  assignToMe?: (item: Item) => void;
  /** Adds the board's label number `number` (1-9) to the card, or takes it off. */
  toggleLabel?: (item: Item, number: number) => boolean;
  /** Moves the card to the next (1) or previous (-1) column, in its lane, at the cell's end; false when there is none. */
  moveToColumn?: (item: Item, step: 1 | -1) => boolean;
}

interface CardKeyOptions {
  board: BoardResponse;
  tasks: TasksResponse;
  actions: CardActions;
  labels: CardLabelsSettings | null;
  /** The board's moves (undone like a drop); absent where cards cannot be dragged. */
  move?: (intent: MoveIntent) => void;
}

/**
 * The focused card's single-key actions, each through the path its pointer way takes: values through the card's
 * own save (its ETag, its undo step), moves through the board's moves (WIP limits, the undo history).
 */
export function useCardKeyActions({ board, tasks, actions, labels, move }: CardKeyOptions): CardKeyActions {
  const me = useMe(true).data;
  return useMemo(() => {
    const peopleField = board.fields.find((field) => field.internalName === board.userField && field.type === 'User' && !field.isReadOnly);
    return {
      assignToMe:
        peopleField && me
          ? (item) => {
              const assigned = item.usersIds.includes(me.id);
              const others = item.usersIds.filter((id) => id !== me.id);
              const next = assigned ? others : peopleField.isMulti ? [...others, me.id] : [me.id];
              const value = (ids: number[]) => formatUserValue(ids.map((id) => ({ id })));
              void actions.saveField(item, peopleField, value(next), value(item.usersIds));
            }
          : undefined,
      toggleLabel: labels
        ? (item, number) => {
            const label = labels.labelsColors[number - 1];
            if (!label) return false;
            const names = item.labels.map((l) => l.name);
            const has = names.some((name) => name.toLowerCase() === label.name.toLowerCase());
            const next = has ? names.filter((name) => name.toLowerCase() !== label.name.toLowerCase()) : [...names, label.name];
            void actions.saveField(item, labels.field, formatMultiChoice(next), formatMultiChoice(names));
            return true;
          }
        : undefined,
      moveToColumn: move
        ? (item, step) => {
            const place = findCard(tasks, item.uniqueID);
            const row = place && tasks.rows[place.rowIndex];
            const target = place && row?.columns[place.columnIndex + step];
            if (!place || !target) return false;
            const index = target.items.filter((other) => other.uniqueID !== item.uniqueID).length;
            move({
              uniqueID: item.uniqueID,
              to: { rowIndex: place.rowIndex, columnIndex: place.columnIndex + step, index },
              sorted: false,
              hasSwimlanes: hasSwimlanes(board),
            });
            focusCardWhenShown(item.uniqueID);
            return true;
          }
        : undefined,
    };
  }, [actions, board, labels, me, move, tasks]);
}
