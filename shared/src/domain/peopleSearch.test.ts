import { describe, expect, it } from 'vitest';
import { isInGroup, matchesPeopleSearch, membersByGroupId, peopleThenGroups } from './peopleSearch';

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

  it("maps each group's id to the ids of the people who carry its name, in any letter case", () => {
    const people = [
      { id: 3, groups: ['Marketing team'] },
      { id: 4, groups: ['marketing TEAM', 'Visitors'] },
      { id: 5, groups: [] },
    ];
    const groups = [
      { id: 1_000_000_001, name: 'Marketing team' },
      { id: 1_000_000_002, name: 'Empty' },
    ];
    expect(membersByGroupId(groups, people)).toEqual(
      new Map([
        [1_000_000_001, [3, 4]],
        [1_000_000_002, []],
      ]),
    );
  });

  it('lists people before groups and keeps the first of them', () => {
    expect(peopleThenGroups(['Megan'], ['Marketing team', 'Managers'], 2)).toEqual(['Megan', 'Marketing team']);
    expect(peopleThenGroups([], ['Managers'], 5)).toEqual(['Managers']);
  });
});
