import { describe, expect, it, vi } from 'vitest';
import type { ClientRect } from '@dnd-kit/core';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { cellSortingStyles, createCardSortingStore } from './cardSorting';

const glide = { transform: 'translate3d(0px, 50px, 0)', transition: 'transform 200ms ease' };

describe('the card sorting store', () => {
  it('tells a card only when its own shift changes', () => {
    const store = createCardSortingStore();
    const heard = vi.fn();
    const other = vi.fn();
    store.subscribe('L#1', heard);
    store.subscribe('L#2', other);
    store.set('L#1', glide, 'cell:0:0');
    store.set('L#1', { ...glide }, 'cell:0:0');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(store.styleOf('L#1')).toEqual(glide);
  });

  it('keeps the shift a card got from the cell it was carried into when the cell it left clears its own', () => {
    const store = createCardSortingStore();
    store.set('L#1', glide, 'cell:0:0');
    store.set('L#1', { transform: undefined, transition: 'transform 0ms linear' }, 'cell:0:1');
    store.release('L#1', 'cell:0:0');
    expect(store.styleOf('L#1')).toEqual({ transform: undefined, transition: 'transform 0ms linear' });
    store.release('L#1', 'cell:0:1');
    expect(store.styleOf('L#1')).toBeUndefined();
  });
});

const box = (top: number): ClientRect => ({ top, left: 0, width: 200, height: 40, bottom: top + 40, right: 200 });
const items = ['a', 'b', 'c', 'd'];
const rects = new Map(items.map((id, index) => [id, box(index * 50)]));
const sorting = { items, rects, activeNodeRect: box(0), strategy: verticalListSortingStrategy, itemsChanged: false };

describe('cellSortingStyles', () => {
  it('opens the gap where the dragged card lands: the cards it passed move up by its place, it moves down to theirs', () => {
    const styles = cellSortingStyles({ ...sorting, activeId: 'a', overId: 'c' });
    expect(styles.map((style) => style.transform)).toEqual([
      'translate3d(0px, 100px, 0)',
      'translate3d(0px, -50px, 0)',
      'translate3d(0px, -50px, 0)',
      'translate3d(0px, 0px, 0)',
    ]);
    expect(styles.every((style) => style.transition === 'transform 200ms ease')).toBe(true);
  });

  it('moves nothing in a cell the dragged card is not drawn in, nor while it is over nothing', () => {
    expect(cellSortingStyles({ ...sorting, activeId: 'z', overId: 'b' }).map((style) => style.transform)).toEqual(Array(4).fill(undefined));
    expect(cellSortingStyles({ ...sorting, activeId: 'a', overId: null }).map((style) => style.transform)).toEqual(
      Array(4).fill(undefined),
    );
  });

  it('puts the cards in their new places at once right after a card was carried in or out', () => {
    const styles = cellSortingStyles({ ...sorting, activeId: 'a', overId: 'c', itemsChanged: true });
    expect(styles).toEqual(Array(4).fill({ transform: undefined, transition: 'transform 0ms linear' }));
  });
});
