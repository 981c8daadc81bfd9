import { describe, expect, it } from 'vitest';
import { CARD_SIZES, columnWidths, holdsCardsAcross } from './cardSize';

describe('card sizes and column widths (spec 2 section 9)', () => {
  it('keeps the spec’s card widths and minimum column widths', () => {
    expect(CARD_SIZES.M).toMatchObject({ cardMin: 180, cardMax: 180, columnMin: 360 });
    expect(CARD_SIZES.L).toMatchObject({ cardMin: 280, cardMax: 360, columnMin: 300 });
    expect(CARD_SIZES.XL).toMatchObject({ cardMin: 340, cardMax: 380, columnMin: 340 });
  });

  it('lays M cards two across, so a column of at least 360 px holds cards of 180 px', () => {
    expect(holdsCardsAcross('M')).toBe(true);
    expect(holdsCardsAcross('L')).toBe(false);
    // Two cards of 180 px, the gap between them and the column's padding.
    expect(columnWidths('M')).toEqual({ minWidth: '384px', maxWidth: '384px' });
  });

  it('never makes a column narrower than the spec’s minimum or than its card with padding', () => {
    expect(columnWidths('L')).toEqual({ minWidth: '300px', maxWidth: '376px' });
    expect(columnWidths('XL')).toEqual({ minWidth: '356px', maxWidth: '396px' });
  });
});
