import { describe, expect, it, vi } from 'vitest';
import { createCardBusyStore } from './cardBusy';

describe('card busy store', () => {
  it('keeps a card busy until every begun task is released, and tells only that card', () => {
    const store = createCardBusyStore();
    const fix = vi.fn();
    const other = vi.fn();
    store.subscribe('list1#1', fix);
    store.subscribe('list1#2', other);

    const firstMove = store.begin('list1#1');
    const secondMove = store.begin('list1#1');
    expect(store.isBusy('list1#1')).toBe(true);
    expect(fix).toHaveBeenCalledTimes(1);
    firstMove();
    firstMove();
    expect(store.isBusy('list1#1')).toBe(true);
    secondMove();
    expect(store.isBusy('list1#1')).toBe(false);
    expect(fix).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
  });

  it('stops telling a card that unsubscribed', () => {
    const store = createCardBusyStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe('list1#1', listener);
    unsubscribe();
    store.begin('list1#1')();
    expect(listener).not.toHaveBeenCalled();
  });
});
