import { describe, expect, it } from 'vitest';
import { UnsupportedViewError } from '../../ports/listHost';
import { readViewQuery, whereOfAny } from './spViewQuery';

const eq = (field: string, value: string) => `<Eq><FieldRef Name="${field}" /><Value Type="Text">${value}</Value></Eq>`;

describe('a SharePoint view query', () => {
  it('reads its filter as the builder writes conditions, OR of ANDs, and its sort', () => {
    const query = `<OrderBy><FieldRef Name="Due" /><FieldRef Name="Points" Ascending="FALSE" /></OrderBy><Where><And><Or>${eq('A', '1')}${eq('B', '2')}</Or>${eq('C', 'x &amp; y')}</And></Where>`;
    const read = readViewQuery(query, 'Mixed');
    expect(read.conditions.map((c) => [c.conjunction, c.field, c.operator, c.value])).toEqual([
      ['AND', 'A', 'Eq', '1'],
      ['AND', 'C', 'Eq', 'x & y'],
      ['OR', 'B', 'Eq', '2'],
      ['AND', 'C', 'Eq', 'x & y'],
    ]);
    expect(read.sort).toEqual([
      { field: 'Due', ascending: true },
      { field: 'Points', ascending: false },
    ]);
    expect(read.whereXml).toMatch(/^<Where><And><Or>.*<\/Where>$/);
  });

  it('filters nothing without a Where', () => {
    expect(readViewQuery('', 'All Items')).toEqual({ whereXml: null, conditions: [], sort: [] });
  });

  it.each([
    ['In', '<Where><In><FieldRef Name="A" /><Values><Value Type="Text">1</Value></Values></In></Where>'],
    ['Today', '<Where><Geq><FieldRef Name="Due" /><Value Type="DateTime"><Today /></Value></Geq></Where>'],
    ['Membership', '<Where><Membership Type="CurrentUserGroups"><FieldRef Name="AssignedTo" /></Membership></Where>'],
    ['unreadable CAML', '<Where><Eq><FieldRef Name="A" /></Where>'],
  ])('refuses a filter with %s as a typed error naming it', (element, query) => {
    expect(() => readViewQuery(query, 'Odd')).toThrow(UnsupportedViewError);
    expect(() => readViewQuery(query, 'Odd')).toThrow(element);
  });

  it("joins several views' filters with Or, and filters nothing when one of them filters nothing", () => {
    expect(whereOfAny([`<Where>${eq('A', '1')}</Where>`, `<Where>${eq('B', '2')}</Where>`, `<Where>${eq('C', '3')}</Where>`])).toBe(
      `<Where><Or><Or>${eq('A', '1')}${eq('B', '2')}</Or>${eq('C', '3')}</Or></Where>`,
    );
    expect(whereOfAny([`<Where>${eq('A', '1')}</Where>`, null])).toBeNull();
  });
});
