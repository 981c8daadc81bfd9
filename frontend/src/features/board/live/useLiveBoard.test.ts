import { describe, expect, it } from 'vitest';
import { actionFor, eventsAfterReload } from './useLiveBoard';

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

describe('events held while the board reloads', () => {
  const event = (itemID: number) => ({ ...base, type: 'itemRemoved' as const, listID: 'l', itemID, originId: 'them' });
  const held = (itemID: number, receivedAt: number) => ({ receivedAt, dueAt: receivedAt + 2000, event: event(itemID) });

  it('drops what arrived before the reload began, which holds it already, and keeps what came after', () => {
    expect(eventsAfterReload([held(1, 100), held(2, 250), held(3, 300)], 250)).toEqual([event(2), event(3)]);
  });
  it('keeps everything when the board has not reloaded', () => {
    expect(eventsAfterReload([held(1, 100)], 0)).toEqual([event(1)]);
  });
});
