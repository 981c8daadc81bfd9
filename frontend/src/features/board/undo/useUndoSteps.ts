import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardResponse, FieldValue, Item, TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { fetchTask } from '../../../api/endpoints';
import { removeItem, restoreItem, saveItemValues } from '../../../api/itemEndpoints';
import { queryKeys } from '../../../api/queryKeys';
import { useT } from '../../../i18n/useT';
import type { CardStepRecorder, ValueChange } from '../../../ui/undo/cardSteps';
import { appLocale } from '../../../i18n/locale';
import { useUndo } from '../../../ui/undo/UndoProvider';
import type { CompletedMove, MoveController } from '../dnd/moveController';
import { moveFailureText } from '../dnd/moveFailure';
import { removeCard, replaceCard, upsertByOrder } from '../dnd/moveCache';
import { changeNamesOf } from './cardChanges';
import { type SavedValues, valuesStep } from './valuesStep';
import { moveStep } from './moveStep';
import { selectionStep } from './selectionStep';
import { useAlerts } from '../../../ui/alerts';
import { type RecycleStepDeps, createdStep, deletedStep } from './recycleSteps';
import type { CardStepDeps } from './stepGuards';
import { refusalTexts } from './refusals';

export interface UndoSteps extends CardStepRecorder {
  moved(done: CompletedMove, move: MoveController['move']): void;
  /** The cards a selection's move moved, as one step. */
  selectionMoved(moved: readonly CompletedMove[], move: MoveController['move']): void;
  /** The cards a selection's Delete deleted, with their restore tokens, as one step. */
  selectionDeleted(deleted: readonly { card: Item; restoreToken: string }[]): void;
  /** The copies a selection's Copy made, as one step (its undo deletes them). */
  selectionCreated(copies: readonly Item[]): void;
  /** Values a selection's action changed on its cards, as one step named `label`. */
  selectionValuesSaved(saved: readonly SavedValues[], label: string): void;
  /** Values saved on the card itself (inline, labels). */
  fieldSaved(saved: SavedValues): void;
}

/** Records what a person does on the board's cards in the page's undo history (docs/board-page.md#undo). */
export function useUndoSteps(board: BoardResponse, boardId: string): UndoSteps {
  const t = useT();
  const { record, provideCardSteps } = useUndo();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const [versions] = useState(() => new Map<string, Item>());

  const steps = useMemo<UndoSteps>(() => {
    const key = queryKeys.tasks(boardId);
    const read = () => queryClient.getQueryData<TasksResponse>(key);
    const refusals = refusalTexts(t, board, changeNamesOf(board, t('undo_field_place')));
    const show = (card: Item) => queryClient.setQueryData<TasksResponse>(key, (data) => data && replaceCard(data, card));
    async function refresh(card: Item): Promise<Item | null> {
      try {
        const fresh = await fetchTask(boardId, card.info);
        show(fresh);
        return fresh;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    }
    async function save(card: Item, values: FieldValue[], etag: string): Promise<string> {
      const { siteURL, listID, itemID } = card.info;
      const saved = await saveItemValues({ boardID: boardId, siteURL, listID, itemID }, values, etag);
      return saved.etag ?? etag;
    }
    const fieldNames = (changes: ValueChange[]) =>
      new Intl.ListFormat(appLocale, { type: 'conjunction' }).format(
        changes.map((change) => board.fields.find((field) => field.internalName === change.name)?.name ?? change.name),
      );
    const recycling: Omit<RecycleStepDeps, keyof CardStepDeps> = {
      async recycle(card, etag) {
        return (await removeItem(boardId, { ...card.info, etag })).restoreToken ?? null;
      },
      async restore(card, token) {
        await restoreItem(boardId, token);
        return fetchTask(boardId, card.info);
      },
      hide: (card) => queryClient.setQueryData<TasksResponse>(key, (data) => data && removeCard(data, card.uniqueID)),
      place: (card) => queryClient.setQueryData<TasksResponse>(key, (data) => data && upsertByOrder(data, card)),
      notRestorable: (direction, card) =>
        t(direction === 'undo' ? 'undo_refused_not_restorable' : 'redo_refused_not_restorable', { title: card.name }),
      failure: (error, card) => moveFailureText(error, board, card.columnValue, t).text,
    };
    const cardDeps = { read, refresh, show, refusals, versions };
    const valuesSaved = (saved: SavedValues) =>
      record(valuesStep(saved, t('undo_step_field', { field: fieldNames(saved.changes), title: saved.card.name }), { save, ...cardDeps }));
    const placeName = (done: CompletedMove) => {
      const column = board.columnDefinitions.find((definition) => definition.value === done.to.columnValue)?.name ?? done.to.columnValue;
      return done.hasSwimlanes && done.from.rowValue !== done.to.rowValue
        ? t('undo_place_in_lane', { column, lane: done.after.rowName })
        : column;
    };

    const moveFailure = (error: unknown, columnValue: string) => moveFailureText(error, board, columnValue, t).text;
    const warn = (text: string) => showAlert('warning', text);
    return {
      moved(done, move) {
        const label = t('undo_step_move', { title: done.after.name, place: placeName(done) });
        record(moveStep(done, label, { move, failure: moveFailure, ...cardDeps }));
      },
      selectionMoved(moved, move) {
        if (moved.length === 0) return;
        const parts = moved.map((done) => moveStep(done, done.after.name, { move, failure: moveFailure, ...cardDeps }));
        const label = t('undo_step_move_many', { count: moved.length, place: placeName(moved[0]) });
        record(selectionStep(parts, label, warn));
      },
      selectionDeleted(deleted) {
        if (deleted.length === 0) return;
        const deps = { ...cardDeps, ...recycling };
        const parts = deleted.map(({ card, restoreToken }) => deletedStep(card, restoreToken, card.name, deps));
        record(selectionStep(parts, t('undo_step_delete_many', { count: deleted.length }), warn));
      },
      selectionCreated(copies) {
        if (copies.length === 0) return;
        const deps = { ...cardDeps, ...recycling };
        const parts = copies.map((card) => createdStep(card, card.name, deps));
        record(selectionStep(parts, t('undo_step_copy_many', { count: copies.length }), warn));
      },
      selectionValuesSaved(saved, label) {
        if (saved.length === 0) return;
        record(
          selectionStep(
            saved.map((one) => valuesStep(one, one.card.name, { save, ...cardDeps })),
            label,
            warn,
          ),
        );
      },
      fieldSaved: valuesSaved,
      valuesSaved: (card, changes) => valuesSaved({ card, changes }),
      deleted(card, restoreToken) {
        record(deletedStep(card, restoreToken, t('undo_step_delete', { title: card.name }), { ...cardDeps, ...recycling }));
      },
      created(card) {
        record(createdStep(card, t('undo_step_create', { title: card.name }), { ...cardDeps, ...recycling }));
      },
    };
  }, [board, boardId, queryClient, record, showAlert, t, versions]);
  // The card dialog and the quick add record their steps through the page's history.
  useEffect(() => {
    provideCardSteps(steps);
    return () => provideCardSteps(null);
  }, [provideCardSteps, steps]);
  return steps;
}
