import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../alerts';
import { type Direction, EMPTY_HISTORY, UndoRefusal, type UndoStep, afterTaking, nextStep, withStep } from './undoHistory';
import { undoKeyOf } from './undoKeys';
import type { CardStepRecorder } from './cardSteps';

export interface UndoApi {
  /** Records a step the person just made; the balloon saying what it did offers to undo it. */
  record(step: UndoStep): void;
  /** Undoes the last step, or redoes the last undone one; one at a time, in the order asked. */
  take(direction: Direction): void;
  canUndo: boolean;
  canRedo: boolean;
  /** The board's recorder of card steps, while a board is shown; read when a person acts, not while rendering. */
  cardSteps(): CardStepRecorder | null;
  /** The board shown provides its recorder, and takes it back (null) when it goes. */
  provideCardSteps(recorder: CardStepRecorder | null): void;
  /**
   * The board shown provides the wait for its writes on their way (its queued moves), which an undo or redo
   * awaits first: a step is recorded when its write is answered, so Ctrl+Z right after a move takes that move back.
   */
  provideSettled(wait: (() => Promise<void>) | null): void;
}

const UndoContext = createContext<UndoApi | null>(null);

/** The balloon of undo and redo: each new one takes the place of the last, so its button always means the latest step. */
const UNDO_ALERT = 'undo';

/**
 * The undo history of one board page (docs/board-page.md#undo): what the person did there, taken back by the
 * balloon's Undo button or Ctrl+Z and made again by Ctrl+Shift+Z or Ctrl+Y. The page keeps it in memory only: a
 * reload, or another board, starts afresh.
 */
export function UndoProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const { showAlert } = useAlerts();
  const history = useRef(EMPTY_HISTORY);
  const queue = useRef(Promise.resolve());
  const recorder = useRef<CardStepRecorder | null>(null);
  const settled = useRef<(() => Promise<void>) | null>(null);
  const [sizes, setSizes] = useState({ done: 0, undone: 0 });

  const api = useMemo(() => {
    const update = (next: typeof EMPTY_HISTORY) => {
      history.current = next;
      setSizes({ done: next.done.length, undone: next.undone.length });
    };
    const offer = (message: string, direction: Direction) =>
      showAlert('success', message, {
        key: UNDO_ALERT,
        autoClose: true,
        action: { label: t(direction === 'undo' ? 'undo_action' : 'redo_action'), onClick: () => take(direction) },
      });

    async function run(direction: Direction): Promise<void> {
      await settled.current?.();
      const step = nextStep(history.current, direction);
      if (!step) {
        showAlert('info', t(direction === 'undo' ? 'undo_nothing' : 'redo_nothing'), { key: UNDO_ALERT, autoClose: true });
        return;
      }
      try {
        await (direction === 'undo' ? step.undo() : step.redo());
        update(afterTaking(history.current, step, direction, 'applied'));
        if (direction === 'undo') offer(t('undo_done', { what: step.label }), 'redo');
        else offer(t('redo_done', { what: step.label }), 'undo');
      } catch (error) {
        const refused = error instanceof UndoRefusal;
        update(afterTaking(history.current, step, direction, refused ? 'refused' : 'failed'));
        const message = error instanceof Error && error.message ? error.message : t('error_unexpected');
        showAlert(refused ? 'warning' : 'error', message, { key: UNDO_ALERT });
      }
    }

    function take(direction: Direction): void {
      // A failure inside one turn never stops the turns after it.
      queue.current = queue.current.then(() => run(direction)).catch(() => undefined);
    }

    return {
      record(step: UndoStep) {
        update(withStep(history.current, step));
        offer(step.label, 'undo');
      },
      take,
      cardSteps: () => recorder.current,
      provideCardSteps(next: CardStepRecorder | null) {
        recorder.current = next;
      },
      provideSettled(wait: (() => Promise<void>) | null) {
        settled.current = wait;
      },
    };
  }, [showAlert, t]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = undoKeyOf(event);
      if (!direction || event.defaultPrevented) return;
      event.preventDefault();
      // A held key repeats: one press, one step.
      if (!event.repeat) api.take(direction);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [api]);

  const value = useMemo<UndoApi>(() => ({ ...api, canUndo: sizes.done > 0, canRedo: sizes.undone > 0 }), [api, sizes]);
  return <UndoContext.Provider value={value}>{children}</UndoContext.Provider>;
}

/** The board page's undo history; outside one (a page without a board), recording does nothing. */
export function useUndo(): UndoApi {
  return useContext(UndoContext) ?? NO_HISTORY;
}

const NO_HISTORY: UndoApi = {
  record: () => undefined,
  take: () => undefined,
  canUndo: false,
  canRedo: false,
  cardSteps: () => null,
  provideCardSteps: () => undefined,
  provideSettled: () => undefined,
};
