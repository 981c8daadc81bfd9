import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardResponse, Item, TasksResponse } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';
import type { SelectMode } from '../card/cardOpening';
import type { MoveController } from '../dnd/moveController';
import { moveFailureText } from '../dnd/moveFailure';
import { type CardSelection, createCardSelection } from './cardSelection';
import type { SelectionMoveResult } from './selectionMove';
import { columnRange } from './selectionRange';
import { partialText } from './selectionTexts';

/**
 * The board's card selection (docs/board-page.md#selection) and what a modified click does to it: Ctrl or Cmd
 * adds or takes one card, Shift adds the cards from the last one picked down its column. Cards that leave the
 * board (deleted, filtered out, moved away by someone) leave the selection.
 */
export function useCardSelection(tasks: TasksResponse): { selection: CardSelection; onSelect: (item: Item, mode: SelectMode) => void } {
  const [selection] = useState(createCardSelection);
  const shown = useRef(tasks);
  useEffect(() => {
    shown.current = tasks;
    const onBoard = new Set(tasks.rows.flatMap((row) => row.columns.flatMap((column) => column.items.map((item) => item.uniqueID))));
    const kept = selection.ids().filter((id) => onBoard.has(id));
    if (kept.length !== selection.ids().length) selection.set(kept, kept.includes(selection.anchor() ?? '') ? selection.anchor() : null);
  }, [selection, tasks]);
  const onSelect = useCallback(
    (item: Item, mode: SelectMode) => {
      if (mode === 'toggle') return selection.toggle(item.uniqueID);
      const anchor = selection.anchor();
      const range = columnRange(shown.current, anchor, item.uniqueID);
      selection.set([...new Set([...selection.ids(), ...range])], anchor ?? item.uniqueID);
    },
    [selection],
  );
  return { selection, onSelect };
}

/**
 * What the page does when a selection's move is settled: the moved cards make one undo step, cards left behind
 * are named with the reason, and a request that failed as a whole says why (every card went back).
 */
export function useSelectionSettled(
  board: BoardResponse,
  recordStep: (moved: SelectionMoveResult['moved'], move: MoveController['move']) => void,
): (result: SelectionMoveResult, move: MoveController['move']) => void {
  const t = useT();
  const { showAlert } = useAlerts();
  return useCallback(
    (result, move) => {
      if (result.failure !== undefined) {
        const { text } = moveFailureText(result.failure, board, result.columnValue, t);
        showAlert('error', t('selection_not_moved', { reason: text }));
        return;
      }
      if (result.moved.length > 0) recordStep(result.moved, move);
      const partial = partialText({ ...result, done: result.moved.length }, 'selection_moved_some', board, t);
      if (partial) showAlert('warning', partial);
    },
    [board, recordStep, showAlert, t],
  );
}
