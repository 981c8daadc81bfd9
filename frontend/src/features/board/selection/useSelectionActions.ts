import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type BoardResponse,
  type CardOutcome,
  type Field,
  type Item,
  type SelectionAction,
  type TasksResponse,
  formatMultiChoice,
  formatUserValue,
} from '@listboard/shared';
import { actOnSelection } from '../../../api/itemEndpoints';
import { useMe } from '../../../api/queries';
import { queryKeys } from '../../../api/queryKeys';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';
import type { CardBusyStore } from '../card/cardBusy';
import { findCard, removeCard, replaceCard } from '../dnd/moveCache';
import type { SavedValues } from '../undo/valuesStep';
import type { UndoSteps } from '../undo/useUndoSteps';
import type { CardSelection } from './cardSelection';
import type { RefusedCard } from './selectionMove';
import { inBoardOrder } from './selectionRange';
import { partialText } from './selectionTexts';
import { settableFields } from './settableFields';

/** A card of the selection the server acted on: the card as it was, and its outcome. */
interface DoneCard {
  before: Item;
  outcome: Extract<CardOutcome, { outcome: 'done' }>;
}

/** What the selection bar's Actions menu does with the selected cards; an action the board has no field for is absent. */
export interface SelectionActions {
  assignToMe?: () => void;
  /** The board's labels, which can be added to and taken from the cards; empty without a labels field. */
  labels: readonly string[];
  addLabel(name: string): void;
  removeLabel(name: string): void;
  watch(watching: boolean): void;
  /** The fields a selection may set, and the list whose choices they offer; none without such fields. */
  settable: readonly Field[];
  fieldSource: { url: string; listID: string };
  /** Sets one field (a value string) on every card. */
  setField(field: Field, value: string): void;
  copy(): void;
  remove(): void;
}

/**
 * The selection's actions (docs/board-page.md#selection): one `POST item/selection`, the cards busy until it is
 * answered; done cards take the server's version (or leave the board), cards left as they were are named with the
 * reason, and what was done makes one undo step (deletions and values; watching is one's own and has none).
 */
export function useSelectionActions(
  board: BoardResponse,
  boardId: string,
  selection: CardSelection,
  busy: CardBusyStore,
  undoSteps: UndoSteps,
): SelectionActions {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const me = useMe(true).data;

  const run = useCallback(
    async (action: SelectionAction, recordStep: (done: DoneCard[]) => void) => {
      const key = queryKeys.tasks(boardId);
      const data = queryClient.getQueryData<TasksResponse>(key);
      if (!data) return;
      const cards = inBoardOrder(data, selection.ids()).flatMap((id) => findCard(data, id)?.item ?? []);
      if (cards.length === 0) return;
      const releases = cards.map((card) => busy.begin(card.uniqueID));
      try {
        const answer = await actOnSelection({ boardID: boardId, cards: cards.map((card) => card.info), action });
        const done: DoneCard[] = [];
        const refused: RefusedCard[] = [];
        answer.results.forEach((outcome, index) => {
          const before = cards[index];
          if (!before) return;
          if (outcome.outcome === 'done') done.push({ before, outcome });
          else refused.push({ item: before, code: outcome.code, message: outcome.message, details: outcome.details });
        });
        queryClient.setQueryData<TasksResponse>(key, (current) =>
          current
            ? done.reduce(
                (next, { before, outcome }) =>
                  action.kind === 'remove'
                    ? removeCard(next, before.uniqueID)
                    : action.kind === 'copy'
                      ? next
                      : outcome.item
                        ? replaceCard(next, outcome.item)
                        : next,
                current,
              )
            : current,
        );
        // Copies are new cards in cells the page may not show in order: the board is read again to place them.
        if (action.kind === 'copy') void queryClient.invalidateQueries({ queryKey: key });
        recordStep(done);
        const partial = partialText({ done: done.length, refused, columnValue: null }, 'selection_done_some', board, t);
        if (partial) showAlert('warning', partial);
      } catch (error) {
        showAlert('error', error instanceof Error && error.message ? error.message : t('error_unexpected'));
      } finally {
        releases.forEach((release) => release());
      }
    },
    [board, boardId, busy, queryClient, selection, showAlert, t],
  );

  return useMemo(() => {
    // Values a selection's action changed, as the undo history keeps a card's saved values.
    const savedValues = (done: DoneCard[], name: string, type: Field['type'], valueOf: (card: Item) => string): SavedValues[] =>
      done.flatMap(({ before, outcome }) => {
        const after = outcome.item;
        if (!after || valueOf(before) === valueOf(after)) return [];
        return [{ card: after, changes: [{ name, type, before: valueOf(before), after: valueOf(after) }] }];
      });
    const labelsValue = (card: Item) => formatMultiChoice(card.labels.map((label) => label.name));
    const peopleValue = (card: Item) => formatUserValue(card.usersIds.map((id) => ({ id })));
    const labelsField = board.labelsFieldName;
    const changeLabels = (action: SelectionAction) =>
      void run(action, (done) => {
        if (labelsField)
          undoSteps.selectionValuesSaved(
            savedValues(done, labelsField, 'MultiChoice', labelsValue),
            t('undo_step_labels_many', { count: done.length }),
          );
      });
    const userField = board.userField;
    return {
      assignToMe:
        userField && me
          ? () =>
              void run({ kind: 'people', add: [me.id] }, (done) =>
                undoSteps.selectionValuesSaved(
                  savedValues(done, userField, 'User', peopleValue),
                  t('undo_step_people_many', { count: done.length }),
                ),
              )
          : undefined,
      labels: labelsField ? board.labelsColors.map((label) => label.name) : [],
      addLabel: (name) => changeLabels({ kind: 'labels', add: [name] }),
      removeLabel: (name) => changeLabels({ kind: 'labels', remove: [name] }),
      watch: (watching) => void run({ kind: 'watch', watching }, () => undefined),
      settable: settableFields(board),
      fieldSource: board.source.lists[0],
      setField: (field, value) =>
        void run({ kind: 'field', name: field.internalName, value }, (done) =>
          undoSteps.selectionValuesSaved(
            done.flatMap(({ outcome }) =>
              outcome.item && outcome.previous !== undefined && outcome.previous !== value
                ? [
                    {
                      card: outcome.item,
                      changes: [{ name: field.internalName, type: field.type, before: outcome.previous, after: value }],
                    },
                  ]
                : [],
            ),
            t('undo_step_field_many', { count: done.length, field: field.name }),
          ),
        ),
      copy: () => void run({ kind: 'copy' }, (done) => undoSteps.selectionCreated(done.flatMap(({ outcome }) => outcome.item ?? []))),
      remove: () =>
        void run({ kind: 'remove' }, (done) =>
          undoSteps.selectionDeleted(
            done.flatMap(({ before, outcome }) => (outcome.restoreToken ? [{ card: before, restoreToken: outcome.restoreToken }] : [])),
          ),
        ),
    };
  }, [board, me, run, t, undoSteps]);
}
