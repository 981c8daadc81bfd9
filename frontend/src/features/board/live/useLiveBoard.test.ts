import { describe, expect, it } from 'vitest';
import { actionFor } from './useLiveBoard';

const base = { boardID: 'b', timestamp: 1 };

describe('what the page does with a live event', () => {
  it('drops the echo of its own writes', () => {
    expect(actionFor({ ...base, type: 'itemRemoved', listID: 'l', itemID: 1, originId: 'me' }, 'me')).toBe('drop');
  });
  it('queues card events of others', () => {
    expect(actionFor({ ...base, type: 'itemRemoved', listID: 'l', itemID: 1, originId: 'them' }, 'me')).toBe('queue');
  });
  it('reloads the cards after a renumbered column and the configuration after a saved one', () => {
    expect(actionFor({ ...base, type: 'itemsReordered', columnValue: 'Done' }, 'me')).toBe('reloadTasks');
    expect(actionFor({ ...base, type: 'boardChanged', originId: null }, 'me')).toBe('reloadBoard');
  });
});
