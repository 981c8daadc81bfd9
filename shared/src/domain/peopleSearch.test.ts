import { describe, expect, it } from 'vitest';
import { isInGroup, matchesPeopleSearch, peopleThenGroups } from './peopleSearch';

describe('people search', () => {
  it('finds someone by any of their names, in any letter case, and no one by blank text', () => {
    expect(matchesPeopleSearch('BOW', ['Megan Bowen', 'megan@contoso.com'])).toBe(true);
    expect(matchesPeopleSearch('contoso', ['Megan Bowen', 'megan@contoso.com'])).toBe(true);
    expect(matchesPeopleSearch('nestor', ['Megan Bowen', 'megan@contoso.com'])).toBe(false);
    expect(matchesPeopleSearch('  ', ['Megan Bowen'])).toBe(false);
  });

  it('knows a member of a group by its name in any letter case', () => {
    expect(isInGroup(['Marketing team', 'Visitors'], 'marketing TEAM')).toBe(true);
    expect(isInGroup(['Marketing team'], 'Marketing')).toBe(false);
    expect(isInGroup([], 'Marketing team')).toBe(false);
  });

  it('lists people before groups and keeps the first of them', () => {
    expect(peopleThenGroups(['Megan'], ['Marketing team', 'Managers'], 2)).toEqual(['Megan', 'Marketing team']);
    expect(peopleThenGroups([], ['Managers'], 5)).toEqual(['Managers']);
  });
});
