import { useCallback, useState } from 'react';
import { VIEW_TYPE, asksDefaultLaneValue, defaultLaneChoices, type BoardResponse, type Field, type TasksResponse } from '@listboard/shared';
import { currentBoardView } from '../../../api/boardView';
import { useT } from '../../../i18n/useT';
import { laneTitle } from '../canvas/lanes';
import type { MoveIntent } from './moveController';
import { findCard } from './moveCache';

/** A drop on the default lane waiting for the person to pick the card's lane value. */
export interface PendingDefaultLanePick {
  cardName: string;
  laneName: string;
  field: Field;
  /** The field's choices without a lane of their own; empty for a text field, whose value is typed. */
  choices: string[];
}

/**
 * Spec 2's swimlanes.showDefaultDroppingDialog: a card dropped on the default lane from another lane waits for
 * the person to pick its lane value (docs/configuration.md#default-lane-drops); any other drop moves at once.
 * Only over the board's own lanes: a lane field picked on the page, or parents as lanes, has no default-lane rule.
 */
export function useDefaultLanePick(board: BoardResponse, boardId: string, move: (intent: MoveIntent) => void) {
  const t = useT();
  const [pending, setPending] = useState<{ pick: PendingDefaultLanePick; intent: MoveIntent } | null>(null);

  const moveOrAsk = useCallback(
    (intent: MoveIntent, data: TasksResponse) => {
      const field = board.fields.find((candidate) => candidate.internalName === board.swimlanes.field);
      const view = currentBoardView(boardId);
      const target = data.rows[intent.to.rowIndex];
      const home = findCard(data, intent.uniqueID);
      const asks =
        field &&
        target?.isDefault &&
        home &&
        home.rowIndex !== intent.to.rowIndex &&
        view.swimlaneField === undefined &&
        view.viewType !== VIEW_TYPE.ParentChild &&
        asksDefaultLaneValue(board.swimlanes, field);
      if (!asks) {
        move(intent);
        return;
      }
      const pick = {
        cardName: home.item.name,
        laneName: laneTitle(target, board, t),
        field,
        choices: defaultLaneChoices(field, data.rows),
      };
      setPending({ pick, intent });
    },
    [board, boardId, move, t],
  );

  /** The person's answer: the picked value ('' for none) moves the card; null leaves it where it was. */
  const answer = useCallback(
    (value: string | null) => {
      if (pending && value !== null) move({ ...pending.intent, defaultLaneValue: value });
      setPending(null);
    },
    [pending, move],
  );

  return { moveOrAsk, pending: pending?.pick ?? null, answer };
}
