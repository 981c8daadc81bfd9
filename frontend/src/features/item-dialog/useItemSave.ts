import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardResponse, Field, FieldValue } from '@listboard/shared';
import { fetchTask } from '../../api/endpoints';
import {
  type ItemPlace,
  chooseCardPicture,
  removeAttachments,
  saveItemValues,
  saveWatchers,
  uploadAttachments,
  uploadItemFile,
} from '../../api/itemEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { useT } from '../../i18n/useT';
import { useTelemetry } from '../../telemetry';
import { useAlerts } from '../../ui/alerts';
import { useUndo } from '../../ui/undo/UndoProvider';
import { type FormValues, libraryFileField, valuesToSave } from './formModel';
import { type DialogMode, type ItemRoute, saveTargetId } from './itemRoute';
import { type SaveFailure, saveFailure } from './saveFailure';
import { type FieldErrors, errorsOf, lacksLibraryFile, validateValues } from './validation';

/** Files and watchers changed in the dialog; they are saved after the values, once the item has an id. */
export interface SaveDrafts {
  pendingFiles: File[];
  /** The pending image marked to show on the card. */
  onCardFile: File | null;
  /** The stored image chosen for the card by name, null for none; undefined when unchanged. */
  storedPicture?: string | null;
  removedFiles: string[];
  /** Files the item keeps: stored ones not removed, plus pending ones. */
  fileCount: number;
  /** The watcher ids as the person left them and as they were shown before, or null when unchanged. */
  watchers: { ids: number[]; shownIds: number[] } | null;
}

interface SaveOptions {
  board: BoardResponse;
  formFields: readonly Field[];
  mode: DialogMode;
  route: ItemRoute;
  place: ItemPlace;
  etag: string | undefined;
  base: FormValues;
  current: FormValues;
  drafts: SaveDrafts;
  /** The save is done and the item reloaded; `itemId` is new when the route made an item. */
  onSaved: (itemId: number, close: boolean) => void;
  /** The item exists now, but a later step failed: the dialog moves to the item's own route. */
  onCreatedWithProblem: (itemId: number) => void;
  refetchValues: () => Promise<unknown>;
}

export type SaveOutcome = 'invalid' | 'failed' | 'saved';

const NO_FAILURE: SaveFailure = { fieldErrors: {}, message: null, reload: false };

/**
 * Save and "Save and close": checks the values with the shared rules, writes them (a new item first
 * gets its id), uploads and removes files (a library item's one file), saves the watchers, then
 * reloads the item and the board.
 */
export function useItemSave(options: SaveOptions) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const telemetry = useTelemetry();
  const { cardSteps } = useUndo();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure>(NO_FAILURE);

  const reload = async (place: ItemPlace, wait: boolean) => {
    const { board, route } = options;
    const parentId = route.kind === 'new' ? route.parentId : null;
    const refreshed = [
      queryClient.invalidateQueries({ queryKey: queryKeys.item(place) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.task(place.boardID, place.listID, String(place.itemID)) }),
    ];
    void queryClient.invalidateQueries({ queryKey: queryKeys.tasks(place.boardID) });
    if (parentId !== null && board.useSubtasks)
      void queryClient.invalidateQueries({ queryKey: queryKeys.item({ ...place, itemID: parentId }) });
    if (wait) await Promise.all(refreshed);
  };

  /**
   * Tells the board's undo history what the save did: the values changed (`changed`), or a card made (null). The
   * card is read as the whole save left it, files and watchers included, so that its undo is conditional on that
   * version; nothing is recorded off a board, or when the card cannot be read.
   */
  const recordStep = async (saved: ItemPlace, changed: FieldValue[] | null) => {
    const steps = cardSteps();
    if (!steps || changed?.length === 0) return;
    const { boardID, siteURL, listID, itemID } = saved;
    const card = await fetchTask(boardID, { siteURL, listID, itemID }).catch(() => null);
    if (!card) return;
    if (changed === null) steps.created(card);
    else
      steps.valuesSaved(
        card,
        changed.map(({ name, value, type }) => ({ name, type, before: options.base[name] ?? '', after: value ?? '' })),
      );
  };

  /** 'invalid': refused before anything was sent; 'failed': the server refused (the message is shown). */
  const save = async (close: boolean): Promise<SaveOutcome> => {
    const { board, formFields, mode, route, place, etag, base, current, drafts } = options;
    const values = mode === 'readOnly' ? [] : valuesToSave(board, formFields, mode, base, current);
    const problems = mode === 'readOnly' ? [] : validateValues(formFields, values, drafts.fileCount);
    const fileMissing = mode !== 'readOnly' && lacksLibraryFile(formFields, drafts.fileCount);
    if (problems.length > 0 || fileMissing) {
      setFailure({ ...NO_FAILURE, fieldErrors: errorsOf(problems, formFields, t), message: fileMissing ? t('file_empty') : null });
      return 'invalid';
    }
    setSaving(true);
    setFailure(NO_FAILURE);
    let itemId = place.itemID;
    try {
      if (route.kind !== 'existing' || values.length > 0) {
        itemId = (await saveItemValues({ ...place, itemID: saveTargetId(route) }, values, route.kind === 'existing' ? etag : undefined))
          .itemID;
        if (route.kind !== 'existing')
          telemetry.track('task_created', { boardId: place.boardID, listId: place.listID, source: route.kind });
      }
      const saved = { ...place, itemID: itemId };
      if (drafts.removedFiles.length > 0) await removeAttachments(saved, drafts.removedFiles);
      if (drafts.pendingFiles.length > 0) {
        // A library item takes its one file through its own call (the control holds only one).
        if (libraryFileField(formFields)) await uploadItemFile(saved, drafts.pendingFiles[0]);
        else await uploadAttachments(saved, drafts.pendingFiles, drafts.onCardFile);
      }
      // A picture removed in the same save is gone from the card already.
      const picture = drafts.storedPicture;
      if (picture !== undefined && !(picture !== null && drafts.removedFiles.includes(picture))) await chooseCardPicture(saved, picture);
      if (drafts.watchers) await saveWatchers(saved, drafts.watchers.ids, drafts.watchers.shownIds);
      await reload(saved, !close && route.kind === 'existing');
      await recordStep(saved, route.kind === 'existing' ? values : null);
      options.onSaved(itemId, close);
      return 'saved';
    } catch (error) {
      const shown = saveFailure(error, formFields, t);
      if (itemId > 0 && route.kind !== 'existing') {
        void reload({ ...place, itemID: itemId }, false);
        showAlert('error', shown.message ?? Object.values(shown.fieldErrors).join(' '));
        options.onCreatedWithProblem(itemId);
      } else if (shown.reload) {
        // Who saved first is read with the card as it is now; the values the form had are kept to show their change.
        const { boardID, siteURL, listID } = place;
        const now = await fetchTask(boardID, { siteURL, listID, itemID: itemId }).catch(() => null);
        await options.refetchValues();
        setFailure({
          ...shown,
          message: null,
          conflict: { by: now?.editor?.name ?? null, modified: now?.modified ?? null, before: options.base },
        });
      } else {
        setFailure(shown);
      }
      return 'failed';
    } finally {
      setSaving(false);
    }
  };

  /** A field's problem goes once the person changes the field. */
  const clearFieldError = (name: string) => {
    if (!(name in failure.fieldErrors)) return;
    const { [name]: _fixed, ...others } = failure.fieldErrors;
    setFailure({ ...failure, fieldErrors: others });
  };

  const fieldErrors: FieldErrors = failure.fieldErrors;
  /** The person has seen who saved first and dropped or kept their own changes. */
  const dismissConflict = () => setFailure({ ...failure, conflict: undefined });

  return { save, saving, fieldErrors, failureMessage: failure.message, conflict: failure.conflict, dismissConflict, clearFieldError };
}
