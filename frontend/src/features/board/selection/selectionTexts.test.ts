import { describe, expect, it } from 'vitest';
import { createTranslate, loadLocale } from '../../../i18n/i18n';
import { card } from '../testing/dndBoard';
import { partialText } from './selectionTexts';

const board = { columnDefinitions: [{ name: 'In Progress', value: 'doing', wipLimit: 3 }] } as never;

describe("a selection move's partial result", () => {
  it('counts the moved cards and names the others, grouped by why they stayed', async () => {
    await loadLocale('en-US');
    const t = createTranslate('en-US');
    const text = partialText(
      {
        columnValue: 'doing',
        done: 1,
        refused: [
          { item: card('Fix login', 'todo', 1), code: 'wip_limit', message: 'full' },
          { item: card('Plan Q3', 'todo', 2), code: 'wip_limit', message: 'full' },
          { item: card('Write docs', 'todo', 3), code: 'stale_item', message: 'stale' },
        ],
      },
      'selection_moved_some',
      board,
      t,
    );
    expect(text).toBe(
      'Moved 1 of 4 cards. “Fix login” and “Plan Q3”: ' +
        `${t('wip_limit_refused', { column: 'In Progress', limit: 3 })} “Write docs”: changed by someone since`,
    );
  });

  it('says nothing when every card moved', () => {
    expect(partialText({ columnValue: null, done: 2, refused: [] }, 'selection_done_some', board, createTranslate('en-US'))).toBeNull();
  });
});
