import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../api/fields';
import { CARD_PICTURE_UNITS, MIN_CARD_UNITS, cardHeightUnits } from './cardHeight';

const field = (type: string) => fieldSchema.parse({ internalName: 'F', name: 'F', type });

describe('card height units', () => {
  it('never goes below the minimum', () => {
    expect(cardHeightUnits({ hasParent: false, hasLabels: false, hasChildren: false, fields: [], hideEmpty: false })).toBe(MIN_CARD_UNITS);
  });
  it('adds parent, labels, children and field rows', () => {
    expect(
      cardHeightUnits({
        hasParent: true,
        hasLabels: true,
        hasChildren: true,
        hideEmpty: false,
        fields: [
          { field: field('Note'), value: 'x' },
          { field: field('URL'), value: { url: 'u', description: 'Docs' } },
          { field: field('URL'), value: { url: 'u', description: 'u' } },
          { field: field('Attachments'), value: true, attachmentCount: 2 },
          { field: field('Text'), value: 'a' },
        ],
      }),
    ).toBe(4 + 3 + 3 + 2 + 1 + 3 + 1);
  });
  it('skips empty fields when the board hides them', () => {
    const fields = [
      { field: field('Note'), value: null },
      { field: field('Text'), value: 'a' },
      { field: field('Text'), value: 'b' },
      { field: field('Text'), value: 'c' },
    ];
    expect(cardHeightUnits({ hasParent: false, hasLabels: false, hasChildren: false, fields, hideEmpty: true })).toBe(7);
    expect(cardHeightUnits({ hasParent: false, hasLabels: false, hasChildren: false, fields, hideEmpty: false })).toBe(10);
  });
  it('adds the rows of a picture at the top of the card', () => {
    const fields = [{ field: field('Text'), value: 'a' }];
    const plain = { hasParent: false, hasLabels: false, hasChildren: false, fields, hideEmpty: false };
    expect(cardHeightUnits({ ...plain, hasPicture: true })).toBe(4 + 1 + CARD_PICTURE_UNITS);
    expect(cardHeightUnits({ ...plain, hasPicture: false })).toBe(MIN_CARD_UNITS);
  });
});
