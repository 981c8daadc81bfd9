import { describe, expect, it } from 'vitest';
import { holds, testField } from './testing/conditions';

describe('multi-choice fields', () => {
  const labels = testField('Labels', 'MultiChoice');
  it('equal when they hold any of the values and differ when they hold none', () => {
    expect(holds(labels, 'Eq', 'bug', ['Bug', 'UI'])).toBe(true);
    expect(holds(labels, 'Eq', 'Docs;#UI', ['Bug', 'UI'])).toBe(true);
    expect(holds(labels, 'Eq', 'Docs', ['Bug', 'UI'])).toBe(false);
    expect(holds(labels, 'Neq', 'Docs', ['Bug', 'UI'])).toBe(true);
    expect(holds(labels, 'Neq', 'Docs;#Bug', ['Bug', 'UI'])).toBe(false);
    expect(holds(labels, 'Eq', 'Bug', [])).toBe(false);
    expect(holds(labels, 'Neq', 'Bug', [])).toBe(true);
  });
  it('read a stored value string too and never order', () => {
    expect(holds(labels, 'Eq', 'UI', 'Bug;#UI')).toBe(true);
    expect(holds(labels, 'Gt', 'A', ['Bug'])).toBe(false);
    expect(holds(labels, 'Contains', 'Bu', ['Bug'])).toBe(false);
  });
  it('are null when empty', () => {
    expect(holds(labels, 'IsNull', '', [])).toBe(true);
    expect(holds(labels, 'IsNotNull', '', ['Bug'])).toBe(true);
  });
});

describe('lookup fields', () => {
  const parent = testField('ParentID', 'Lookup');
  const related = testField('Related', 'Lookup', { isMulti: true });
  it('compare ids, given as a comma list or a lookup string', () => {
    expect(holds(parent, 'Eq', '5', 5)).toBe(true);
    expect(holds(parent, 'Eq', '5;#Launch', 5)).toBe(true);
    expect(holds(parent, 'Eq', '4, 5', 5)).toBe(true);
    expect(holds(parent, 'Eq', '4', 5)).toBe(false);
    expect(holds(parent, 'Neq', '4', 5)).toBe(true);
    expect(holds(parent, 'Neq', '5', null)).toBe(true);
  });
  it('match a name through the lookup names', () => {
    expect(holds(parent, 'Eq', 'launch', 5)).toBe(true);
    expect(holds(parent, 'Eq', 'Billing', 5)).toBe(false);
  });
  it('hold any of several ids', () => {
    expect(holds(related, 'Eq', '5', [3, 5])).toBe(true);
    expect(holds(related, 'Neq', '3', [3, 5])).toBe(false);
    expect(holds(related, 'Neq', '4,6', [3, 5])).toBe(true);
    expect(holds(related, 'Gt', '1', [3, 5])).toBe(false);
    expect(holds(related, 'IsNull', '', [])).toBe(true);
    expect(holds(parent, 'IsNull', '', null)).toBe(true);
    expect(holds(parent, 'IsNotNull', '', 5)).toBe(true);
  });
});

describe('people fields', () => {
  const owner = testField('Owner', 'User');
  const assigned = testField('AssignedTo', 'User', { isMulti: true });
  it('compare user ids', () => {
    expect(holds(owner, 'Eq', '1', 1)).toBe(true);
    expect(holds(owner, 'Eq', '2', 1)).toBe(false);
    expect(holds(owner, 'Neq', '2', 1)).toBe(true);
    expect(holds(assigned, 'Eq', '2', [1, 3])).toBe(false);
    expect(holds(assigned, 'Neq', '3', [1, 3])).toBe(false);
    expect(holds(assigned, 'Neq', '2', [1, 3])).toBe(true);
  });
  it('contain any of the users', () => {
    expect(holds(assigned, 'Contains', '3', [1, 3])).toBe(true);
    expect(holds(assigned, 'Contains', '2,3', [1, 3])).toBe(true);
    expect(holds(assigned, 'Contains', '2', [1, 3])).toBe(false);
    expect(holds(owner, 'Contains', '1', 1)).toBe(true);
  });
  it('match a name as text when the value is not ids', () => {
    expect(holds(assigned, 'Contains', 'megan', [1, 3])).toBe(true);
    expect(holds(assigned, 'Contains', 'pradeep', [1, 3])).toBe(false);
    expect(holds(owner, 'Eq', 'adele vance', 1)).toBe(true);
    expect(holds(owner, 'Eq', 'adele', 1)).toBe(false);
    expect(holds(owner, 'Contains', 'adele', 1, { context: { userName: undefined } })).toBe(false);
  });
  it('never order and are null without users', () => {
    expect(holds(assigned, 'Gt', '1', [1, 3])).toBe(false);
    expect(holds(assigned, 'IsNull', '', [])).toBe(true);
    expect(holds(owner, 'IsNotNull', '', 1)).toBe(true);
  });
  it('include the author and editor of the item', () => {
    expect(holds(testField('Author', 'User'), 'Eq', '1', undefined)).toBe(true);
    expect(holds(testField('Editor', 'User'), 'Eq', '2', undefined)).toBe(true);
  });
});
