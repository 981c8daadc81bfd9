import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Field, Item, TasksResponse } from '@listboard/shared';
import { fetchTask } from '../../../api/endpoints';
import { removeItem, saveItemValues } from '../../../api/itemEndpoints';
import { queryKeys } from '../../../api/queryKeys';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';
import { copyText } from '../../../ui/clipboard';
import type { CardBusyStore } from '../card/cardBusy';
import { cardPath, clonePath, taskUrl } from '../card/cardLinks';
import { removeCard, replaceCard } from '../dnd/moveCache';
import type { UndoSteps } from '../undo/useUndoSteps';

/** What a card's menu and its inline editors do; one object per board, so memoised cards keep their props. */
export interface CardActions {
  open(item: Item): void;
  clone(item: Item): void;
  copyLink(item: Item): void;
  /** Deletes the card (after the menu's confirmation); the card is disabled meanwhile. */
  remove(item: Item): void;
  /**
   * Saves one field of the card and refreshes it; false (after an error alert) when the save failed. `before` is
   * the field's value string as the person saw it, for its undo: the card's own unless given (its labels are not).
   */
  saveField(item: Item, field: Field, value: string, before?: string): Promise<boolean>;
}

export function useCardActions(
  boardId: string,
  busy: CardBusyStore,
  onNavigate: ((path: string) => void) | undefined,
  /** Told each value saved from the card and each card deleted, for the undo history. */
  steps?: Pick<UndoSteps, 'fieldSaved' | 'deleted'>,
): CardActions {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  // The page's navigate changes with its query string; reading it late keeps the actions, and the cards, unchanged.
  const navigate = useRef(onNavigate);
  const undoSteps = useRef(steps);
  useEffect(() => {
    navigate.current = onNavigate;
    undoSteps.current = steps;
  }, [onNavigate, steps]);

  return useMemo<CardActions>(() => {
    const key = queryKeys.tasks(boardId);
    const write = (update: (data: TasksResponse) => TasksResponse) =>
      queryClient.setQueryData<TasksResponse>(key, (data) => (data ? update(data) : data));
    const failed = (error: unknown) => showAlert('error', error instanceof Error && error.message ? error.message : t('error_unexpected'));

    async function refresh(item: Item): Promise<Item | null> {
      const { siteURL, listID, itemID } = item.info;
      try {
        const fresh = await fetchTask(boardId, { siteURL, listID, itemID });
        write((data) => replaceCard(data, fresh));
        return fresh;
      } catch {
        // The save went through; the whole board shows it once reloaded.
        await queryClient.invalidateQueries({ queryKey: key });
        return null;
      }
    }

    return {
      open: (item) => navigate.current?.(cardPath(boardId, item)),
      clone: (item) => navigate.current?.(clonePath(boardId, item)),
      copyLink(item) {
        const url = taskUrl(window.location.origin, window.location.search, boardId, item);
        copyText(url).then(
          () => showAlert('success', t('card_link_copied')),
          () => showAlert('error', t('card_link_copy_failed')),
        );
      },
      remove(item) {
        const release = busy.begin(item.uniqueID);
        removeItem(boardId, item.info)
          .then(({ restoreToken }) => {
            write((data) => removeCard(data, item.uniqueID));
            if (restoreToken) undoSteps.current?.deleted(item, restoreToken);
          }, failed)
          .finally(release);
      },
      async saveField(item, field, value, before = item.card[field.internalName]?.v ?? '') {
        const release = busy.begin(item.uniqueID);
        const { siteURL, listID, itemID, etag } = item.info;
        try {
          const saved = await saveItemValues(
            { boardID: boardId, siteURL, listID, itemID },
            [{ name: field.internalName, value, type: field.type }],
            etag,
          );
          const fresh = (await refresh(item)) ?? item;
          if (saved.etag) {
            const card = { ...fresh, info: { ...fresh.info, etag: saved.etag } };
            undoSteps.current?.fieldSaved({ changes: [{ name: field.internalName, type: field.type, before, after: value }], card });
          }
          return true;
        } catch (error) {
          failed(error);
          return false;
        } finally {
          release();
        }
      },
    };
  }, [boardId, busy, queryClient, showAlert, t]);
}
