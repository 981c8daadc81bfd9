import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { Item, TasksResponse } from '@listboard/shared';
import { useMe } from '../../../api/queries';
import { useT } from '../../../i18n/useT';
import { useUndo } from '../../../ui/undo/UndoProvider';
import { keyBelongsToControl } from '../../../ui/keys/keyTargets';
import { singleKeyOf } from '../../../ui/keys/singleKeys';
import type { CardSelection } from '../selection/cardSelection';
import { useSingleKeysSetting } from '../../../ui/keys/singleKeySetting';
import type { CardPopups } from '../actions/cardPopups';
import { CARD_FACE_ATTRIBUTE } from '../dnd/dragSupport';
import { findCard } from '../dnd/moveCache';
import { type BoardCommand, SHORTCUT_ATTRIBUTE, boardCommandOf, labelNumberOf, opensPalette } from './boardCommands';
import type { PaletteCommand } from './paletteEntries';
import type { CardKeyActions } from './cardKeyActions';

const CommandPalette = lazy(() => import('./CommandPalette').then((module) => ({ default: module.CommandPalette })));
const KeyboardHelpDialog = lazy(() => import('../toolbar/KeyboardHelpDialog').then((module) => ({ default: module.KeyboardHelpDialog })));

interface BoardShortcutsProps {
  tasks: TasksResponse;
  popups: CardPopups;
  onOpenCard: (item: Item) => void;
  /** Whether the board has a labels field the person may set on a card. */
  hasLabels: boolean;
  /** The person's selected cards: X selects the focused card, Escape clears them. Null where cards are not selected. */
  selection: CardSelection | null;
  /** What A, the number keys and the column keys do to the focused card. */
  cardKeys: CardKeyActions;
}

type Latest = Pick<BoardShortcutsProps, 'popups' | 'onOpenCard' | 'hasLabels' | 'selection' | 'cardKeys'>;

/** A command on the focused card, with the rights its menu has; false when it has nothing to act on. */
function cardCommand(command: BoardCommand, key: string, card: { item: Item; face: HTMLElement }, now: Latest): boolean {
  const { item, face } = card;
  if (command === 'open') now.onOpenCard(item);
  else if (command === 'select' && now.selection) now.selection.toggle(item.uniqueID);
  else if (!item.allowEdit) return false;
  else if (command === 'labels' && now.hasLabels) now.popups.editLabels(item, face);
  else if (command === 'delete') now.popups.confirmDelete(item, face);
  else if (command === 'assignMe' && now.cardKeys.assignToMe) now.cardKeys.assignToMe(item);
  else if (command === 'label') return now.cardKeys.toggleLabel?.(item, labelNumberOf(key) ?? 0) ?? false;
  else if (command === 'nextColumn' || command === 'previousColumn')
    return now.cardKeys.moveToColumn?.(item, command === 'nextColumn' ? 1 : -1) ?? false;
  else return false;
  return true;
}

/** The card whose face has the focus, with that face (the anchor of its popups). */
function focusedCard(tasks: TasksResponse): { item: Item; face: HTMLElement } | null {
  const face =
    document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>(`[${CARD_FACE_ATTRIBUTE}]`) : null;
  const found = face && findCard(tasks, face.getAttribute(CARD_FACE_ATTRIBUTE) ?? '');
  return face && found ? { item: found.item, face } : null;
}

/**
 * The board's single-key commands (docs/board-page.md#keyboard-commands): they act while no field, dialog or menu
 * has the focus, and not at all for a person who turned them off. Card commands act on the focused card, as its
 * menu would, with the same rights.
 */
export function BoardShortcuts({ tasks, popups, onOpenCard, hasLabels, selection, cardKeys }: BoardShortcutsProps) {
  const me = useMe(true);
  const [enabled] = useSingleKeysSetting(me.data?.login);
  const [help, setHelp] = useState(false);
  const [palette, setPalette] = useState(false);
  const t = useT();
  const undo = useUndo();
  const latest = useRef({ tasks, popups, onOpenCard, hasLabels, enabled, selection, cardKeys });
  useEffect(() => {
    latest.current = { tasks, popups, onOpenCard, hasLabels, enabled, selection, cardKeys };
  });

  useEffect(() => {
    const toolbarControl = (command: BoardCommand) => document.querySelector<HTMLElement>(`[${SHORTCUT_ATTRIBUTE}="${command}"]`);
    const run = (command: BoardCommand, key: string): boolean => {
      const now = latest.current;
      if (command === 'help') {
        setHelp(true);
        return true;
      }
      if (command === 'search' || command === 'filters' || command === 'newCard') {
        const control = toolbarControl(command);
        if (!control) return false;
        // As a person would: the focus on the control, then its click, so a panel it opens takes the focus and
        // closes on Escape, giving it back.
        control.focus();
        if (command !== 'search') control.click();
        return true;
      }
      const card = focusedCard(now.tasks);
      return card !== null && cardCommand(command, key, card, now);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (opensPalette(event)) {
        event.preventDefault();
        setPalette(true);
        return;
      }
      // Escape is no character a dictation or a slip types: it clears the selection whether single keys are on or not.
      const { selection: selected } = latest.current;
      if (event.key === 'Escape' && selected && selected.ids().length > 0 && !keyBelongsToControl(event.target)) {
        selected.clear();
        event.preventDefault();
        return;
      }
      const key = singleKeyOf(event, latest.current.enabled);
      const command = boardCommandOf(key);
      // The key is the page's only when a command acted: "/" typed into the search box it focused is not typed there.
      if (key !== null && command && run(command, key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const commands = (): PaletteCommand[] => {
    const click = (command: 'search' | 'filters' | 'newCard') => () => {
      const control = document.querySelector<HTMLElement>(`[${SHORTCUT_ATTRIBUTE}="${command}"]`);
      control?.focus();
      if (command !== 'search') control?.click();
    };
    const all: (PaletteCommand | false)[] = [
      { id: 'newCard', label: t('palette_new_card'), run: click('newCard') },
      { id: 'search', label: t('palette_search'), run: click('search') },
      { id: 'filters', label: t('palette_filters'), run: click('filters') },
      undo.canUndo && { id: 'undo', label: t('undo_action'), run: () => undo.take('undo') },
      undo.canRedo && { id: 'redo', label: t('redo_action'), run: () => undo.take('redo') },
      selection !== null && selection.ids().length > 0 && { id: 'clear', label: t('selection_clear'), run: () => selection.clear() },
      { id: 'help', label: t('keys_title'), run: () => setHelp(true) },
    ];
    return all.filter((command): command is PaletteCommand => command !== false);
  };
  return (
    <Suspense fallback={null}>
      {help && <KeyboardHelpDialog onClose={() => setHelp(false)} />}
      {palette && <CommandPalette commands={commands()} tasks={tasks} onOpenCard={onOpenCard} onClose={() => setPalette(false)} />}
    </Suspense>
  );
}
