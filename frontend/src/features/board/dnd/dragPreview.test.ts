import { describe, expect, it } from 'vitest';
import type { TasksResponse } from '@listboard/shared';
import { dropOutcome, landingOver, previewOver, withPreview } from './dragPreview';
import { card, column, layoutOf, row } from '../testing/dndBoard';

const data: TasksResponse = {
  users: [],
  rows: [
    row(
      '',
      [
        column('todo', [card('A', 'todo', 1000), card('B', 'todo', 1010)]),
        column('doing', [card('X', 'doing', 1000), card('Y', 'doing', 1010), card('Z', 'doing', 1020)]),
        column('review', [card('R', 'review', 1000)], 1),
      ],
      true,
    ),
  ],
};
const todo = { rowIndex: 0, columnIndex: 0 };
const doing = { rowIndex: 0, columnIndex: 1 };
const review = { rowIndex: 0, columnIndex: 2 };

describe('the drop preview', () => {
  it('draws the card in the cell it hovers, where it would land, so the cards there make room', () => {
    const change = previewOver(data, data, 'list1#A', { cell: doing, overCardId: 'list1#Y', below: false }, true);
    expect(change).toEqual({ kind: 'set', preview: { ...doing, index: 1 } });
    const shown = withPreview(data, 'list1#A', change.kind === 'set' ? change.preview : null);
    expect(layoutOf(shown)).toEqual([['todo: B', 'doing: X,A,Y,Z', 'review: R']]);
    expect(landingOver(data, data, 'list1#A', { cell: doing, overCardId: 'list1#Y', below: false }, true)).toMatchObject({
      position: 2,
      count: 4,
    });
  });

  it('keeps the preview while the card moves within the cell it is drawn in', () => {
    const shown = withPreview(data, 'list1#A', { ...doing, index: 1 });
    expect(previewOver(data, shown, 'list1#A', { cell: doing, overCardId: 'list1#Z', below: true }, true)).toEqual({ kind: 'keep' });
    expect(landingOver(data, shown, 'list1#A', { cell: doing, overCardId: 'list1#Z', below: true }, true)).toMatchObject({
      position: 4,
      count: 4,
    });
  });

  it('draws the card at the end of a cell that is not sorted, and at home when back over its own unsorted cell', () => {
    expect(previewOver(data, data, 'list1#A', { cell: doing, overCardId: 'list1#X', below: false }, false)).toEqual({
      kind: 'set',
      preview: { ...doing, index: 3 },
    });
    const shown = withPreview(data, 'list1#A', { ...doing, index: 3 });
    expect(previewOver(data, shown, 'list1#A', { cell: todo, overCardId: 'list1#B', below: true }, false)).toEqual({
      kind: 'set',
      preview: null,
    });
  });

  it('does not draw the card in a full cell: the landing says the cell is full and the drop is refused', () => {
    const point = { cell: review, overCardId: 'list1#R', below: false };
    expect(previewOver(data, data, 'list1#A', point, true)).toEqual({ kind: 'set', preview: null });
    expect(landingOver(data, data, 'list1#A', point, true)).toMatchObject({ kind: 'full', limit: 1 });
    expect(dropOutcome(data, data, 'list1#A', point, true).decision).toEqual({ kind: 'refused-wip' });
  });

  it('drops where the preview shows the card, and names the place', () => {
    const shown = withPreview(data, 'list1#A', { ...doing, index: 1 });
    const outcome = dropOutcome(data, shown, 'list1#A', { cell: doing, overCardId: 'list1#A', below: false }, true);
    expect(outcome.decision).toEqual({ kind: 'move', to: { ...doing, index: 1 }, sorted: true });
    expect(outcome.landing).toMatchObject({ position: 2, count: 4 });
  });

  it('names the card’s own place when a drop changes nothing', () => {
    const outcome = dropOutcome(data, data, 'list1#B', { cell: todo, overCardId: 'list1#B', below: false }, true);
    expect(outcome).toMatchObject({ decision: { kind: 'none' }, landing: { position: 2, count: 2 } });
  });
});
