import { describe, expect, it } from 'vitest';
import { CARD_SIZES, columnShares, columnWidths, columnsMinWidth, holdsCardsAcross } from './cardSize';
import { newColumn } from '@listboard/shared';

describe('card sizes and column widths (spec 2 section 9)', () => {
  it('keeps the spec’s card widths and minimum column widths', () => {
    expect(CARD_SIZES.M).toMatchObject({ cardMin: 180, cardMax: 180, columnMin: 360 });
    expect(CARD_SIZES.L).toMatchObject({ cardMin: 280, cardMax: 360, columnMin: 300 });
    expect(CARD_SIZES.XL).toMatchObject({ cardMin: 340, cardMax: 380, columnMin: 340 });
  });

  it('lays M cards two across, so a column of at least 360 px holds cards of 180 px', () => {
    expect(holdsCardsAcross('M')).toBe(true);
    expect(holdsCardsAcross('L')).toBe(false);
    // Two cards of 180 px, the gap between them and the column's padding and border.
    expect(columnWidths('M')).toEqual({ minWidth: '388px' });
  });

  it('never makes a column narrower than the spec’s minimum or than its card with padding and border', () => {
    expect(columnWidths('L')).toEqual({ minWidth: '300px' });
    expect(columnWidths('XL')).toEqual({ minWidth: '360px' });
  });

  it('gives each column its share of the board, equal shares on a board without widths', () => {
    const columnDefinitions = ['To do', 'Doing', 'Done'].map((value) => newColumn(value));
    expect([...columnShares({ columnDefinitions, columnCols: [20, 30, 50] })]).toEqual([
      ['To do', 20],
      ['Doing', 30],
      ['Done', 50],
    ]);
    expect([...columnShares({ columnDefinitions }).values()]).toEqual([33, 33, 34]);
    // A lane is never narrower than its columns at their minimum, with the gaps between them.
    expect(columnsMinWidth('L', 3)).toBe('916px');
  });
});
