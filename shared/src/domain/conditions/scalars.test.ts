import { describe, expect, it } from 'vitest';
import { holds, testField } from './testing/conditions';

describe('text fields', () => {
  const title = testField('Title', 'Text');
  it('compare case-insensitively', () => {
    expect(holds(title, 'Eq', 'fix login', 'Fix Login')).toBe(true);
    expect(holds(title, 'Eq', 'Fix', 'Fix Login')).toBe(false);
    expect(holds(title, 'Neq', 'FIX LOGIN', 'Fix Login')).toBe(false);
    expect(holds(title, 'Neq', 'other', 'Fix Login')).toBe(true);
    expect(holds(title, 'Gt', 'alpha', 'Beta')).toBe(true);
    expect(holds(title, 'Lt', 'alpha', 'Beta')).toBe(false);
    expect(holds(title, 'Geq', 'beta', 'Beta')).toBe(true);
    expect(holds(title, 'Leq', 'BETA', 'Beta')).toBe(true);
  });
  it('begin with and contain a text, ignoring case', () => {
    expect(holds(title, 'BeginsWith', 'fix', 'Fix Login')).toBe(true);
    expect(holds(title, 'BeginsWith', 'login', 'Fix Login')).toBe(false);
    expect(holds(title, 'Contains', 'LOG', 'Fix Login')).toBe(true);
    expect(holds(title, 'Contains', 'xyz', 'Fix Login')).toBe(false);
  });
  it('differ from every value when empty', () => {
    expect(holds(title, 'Eq', 'x', '')).toBe(false);
    expect(holds(title, 'Neq', 'x', null)).toBe(true);
    expect(holds(title, 'Gt', 'a', undefined)).toBe(false);
    expect(holds(title, 'Contains', 'a', null)).toBe(false);
  });
  it('are null when empty', () => {
    expect(holds(title, 'IsNull', '', '')).toBe(true);
    expect(holds(title, 'IsNull', '', null)).toBe(true);
    expect(holds(title, 'IsNull', '', 'x')).toBe(false);
    expect(holds(title, 'IsNotNull', '', 'x')).toBe(true);
    expect(holds(title, 'IsNotNull', '', undefined)).toBe(false);
  });
});

describe('note fields', () => {
  const notes = testField('Notes', 'Note', { isRich: true });
  const html = '<p>Call <b>the</b> client&nbsp;today</p><p>Then&#39;s &amp; now</p>';
  it('compare the text a person reads in HTML', () => {
    expect(holds(notes, 'Eq', "call the client today then's & now", html)).toBe(true);
    expect(holds(notes, 'BeginsWith', 'CALL THE', html)).toBe(true);
    expect(holds(notes, 'Contains', 'client today', html)).toBe(true);
    expect(holds(notes, 'Contains', '<b>', html)).toBe(false);
    expect(holds(notes, 'Neq', 'call', html)).toBe(true);
  });
  it('keep a "<" that starts no tag', () => {
    expect(holds(notes, 'Contains', 'a < b', 'when a < b holds')).toBe(true);
  });
  it('are null when only markup is left', () => {
    expect(holds(notes, 'IsNull', '', '<p>&nbsp;</p><br/>')).toBe(true);
    expect(holds(notes, 'IsNotNull', '', '<p>x</p>')).toBe(true);
  });
});

describe('choice fields', () => {
  const priority = testField('Priority', 'Choice', { choices: ['(1) High', '(2) Normal', '(3) Low'] });
  it('compare by equality only', () => {
    expect(holds(priority, 'Eq', '(1) high', '(1) High')).toBe(true);
    expect(holds(priority, 'Eq', '(3) Low', '(1) High')).toBe(false);
    expect(holds(priority, 'Neq', '(3) Low', '(1) High')).toBe(true);
    expect(holds(priority, 'Neq', '(3) Low', null)).toBe(true);
    for (const operator of ['Gt', 'Lt', 'Geq', 'Leq', 'BeginsWith', 'Contains'] as const) {
      expect(holds(priority, operator, '(1) High', '(1) High'), operator).toBe(false);
    }
    expect(holds(priority, 'IsNull', '', null)).toBe(true);
    expect(holds(priority, 'IsNotNull', '', '(2) Normal')).toBe(true);
  });
});

describe('number fields', () => {
  const estimate = testField('Estimate', 'Number');
  it('compare numerically', () => {
    expect(holds(estimate, 'Eq', '5', 5)).toBe(true);
    expect(holds(estimate, 'Eq', '5.0', 5)).toBe(true);
    expect(holds(estimate, 'Neq', '4', 5)).toBe(true);
    expect(holds(estimate, 'Gt', '4', 5)).toBe(true);
    expect(holds(estimate, 'Lt', '4', 5)).toBe(false);
    expect(holds(estimate, 'Geq', '5', 5)).toBe(true);
    expect(holds(estimate, 'Leq', '4.5', 5)).toBe(false);
    expect(holds(estimate, 'Gt', '9', 10)).toBe(true);
  });
  it('do not hold a condition whose value is no number', () => {
    expect(holds(estimate, 'Eq', 'abc', 5)).toBe(false);
    expect(holds(estimate, 'Neq', 'abc', 5)).toBe(false);
  });
  it('differ from every number when empty or unreadable', () => {
    expect(holds(estimate, 'Gt', '1', null)).toBe(false);
    expect(holds(estimate, 'Neq', '1', null)).toBe(true);
    expect(holds(testField('Score', 'Calculated'), 'Eq', '1', 'n/a')).toBe(false);
    expect(holds(testField('Score', 'Calculated'), 'Neq', '1', 'n/a')).toBe(true);
  });
  it('compare percentages in their stored form', () => {
    const progress = testField('Progress', 'Number', { isPercentage: true });
    expect(holds(progress, 'Eq', '0.5', 0.5)).toBe(true);
    expect(holds(progress, 'Gt', '0.25', 0.5)).toBe(true);
    expect(holds(progress, 'Eq', '50', 0.5)).toBe(false);
  });
  it('cover currency, counters and calculated values', () => {
    expect(holds(testField('Budget', 'Currency'), 'Geq', '1200.50', 1200.5)).toBe(true);
    expect(holds(testField('Budget', 'Currency'), 'Lt', '1000', 1200.5)).toBe(false);
    expect(holds(testField('ID', 'Counter'), 'Eq', '7', undefined)).toBe(true);
    expect(holds(testField('ID', 'Counter'), 'Gt', '10', undefined)).toBe(false);
    expect(holds(testField('Score', 'Calculated'), 'Gt', '12', '12.5')).toBe(true);
  });
  it('are null when empty but not when zero', () => {
    expect(holds(estimate, 'IsNull', '', null)).toBe(true);
    expect(holds(estimate, 'IsNull', '', 0)).toBe(false);
    expect(holds(estimate, 'BeginsWith', '5', 5)).toBe(false);
  });
});

describe('yes/no fields', () => {
  const blocked = testField('Blocked', 'Boolean');
  it('accept 1/0, true/false and yes/no', () => {
    for (const yes of ['1', 'true', 'TRUE', 'yes', 'Yes']) expect(holds(blocked, 'Eq', yes, true), yes).toBe(true);
    for (const no of ['0', 'false', 'no']) expect(holds(blocked, 'Eq', no, true), no).toBe(false);
    expect(holds(blocked, 'Neq', 'false', true)).toBe(true);
    expect(holds(blocked, 'Eq', 'no', false)).toBe(true);
  });
  it('read a missing value as no and refuse other words', () => {
    expect(holds(blocked, 'Eq', '0', null)).toBe(true);
    expect(holds(blocked, 'Eq', 'maybe', true)).toBe(false);
    expect(holds(blocked, 'Neq', 'maybe', true)).toBe(false);
    expect(holds(blocked, 'Gt', '0', true)).toBe(false);
  });
});

describe('hyperlink fields', () => {
  const link = testField('SpecLink', 'URL');
  const stored = { url: 'https://x.test/spec', description: 'Spec' };
  it('compare by address', () => {
    expect(holds(link, 'Eq', 'https://X.test/spec', stored)).toBe(true);
    expect(holds(link, 'Eq', 'Spec;#|https://x.test/spec', stored)).toBe(true);
    expect(holds(link, 'Eq', 'https://x.test/spec', 'Spec;#|https://x.test/spec')).toBe(true);
    expect(holds(link, 'Neq', 'https://other.test', stored)).toBe(true);
    expect(holds(link, 'Contains', 'spec', stored)).toBe(false);
    expect(holds(link, 'IsNull', '', null)).toBe(true);
    expect(holds(link, 'IsNotNull', '', stored)).toBe(true);
  });
});
