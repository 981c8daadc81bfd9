import { describe, expect, it } from 'vitest';
import { formatDateConditionValue, parseDateConditionValue } from './dateReference';

const today = { kind: 'today' } as const;

describe('parseDateConditionValue', () => {
  it('reads a relative value: count, unit, direction and reference', () => {
    expect(parseDateConditionValue('1;days;before;today')).toEqual({
      kind: 'relative',
      count: 1,
      unit: 'days',
      direction: 'before',
      reference: today,
    });
    expect(parseDateConditionValue(' 2 ; Hours ; AFTER ; @now ')).toEqual({
      kind: 'relative',
      count: 2,
      unit: 'hours',
      direction: 'after',
      reference: { kind: 'now' },
    });
    expect(parseDateConditionValue('3;days;after;[Field:StartDate]')).toEqual({
      kind: 'relative',
      count: 3,
      unit: 'days',
      direction: 'after',
      reference: { kind: 'field', field: 'StartDate' },
    });
    expect(parseDateConditionValue('0;days;after;@Today')).toEqual({
      kind: 'relative',
      count: 0,
      unit: 'days',
      direction: 'after',
      reference: today,
    });
  });
  it('reads a bare reference as that moment itself', () => {
    const zero = { kind: 'relative', count: 0, unit: 'days', direction: 'after' };
    expect(parseDateConditionValue('today')).toEqual({ ...zero, reference: today });
    expect(parseDateConditionValue('@Today')).toEqual({ ...zero, reference: today });
    expect(parseDateConditionValue('@Now')).toEqual({ ...zero, reference: { kind: 'now' } });
    expect(parseDateConditionValue('[Field:DueDate]')).toEqual({ ...zero, reference: { kind: 'field', field: 'DueDate' } });
  });
  it('reads absolute days and date-times', () => {
    expect(parseDateConditionValue('2026-11-22')).toEqual({ kind: 'absolute', date: '2026-11-22', hasTime: false });
    expect(parseDateConditionValue('2026-11-22T14:00:00Z')).toEqual({ kind: 'absolute', date: '2026-11-22T14:00:00Z', hasTime: true });
  });
  it('treats a date in 1970 as today', () => {
    const zeroToday = { kind: 'relative', count: 0, unit: 'days', direction: 'after', reference: today };
    expect(parseDateConditionValue('1970-01-01')).toEqual(zeroToday);
    expect(parseDateConditionValue('1970-01-01T00:00:00Z')).toEqual(zeroToday);
  });
  it('refuses what is not a date value', () => {
    for (const value of [
      '',
      'tomorrow',
      '2026-13-45',
      '1;weeks;after;today',
      '-1;days;after;today',
      '1.5;days;after;today',
      ';days;after;today',
      '1;days;later;today',
      '1;days;before',
      '1;days;before;[Field:]',
    ]) {
      expect(parseDateConditionValue(value), value).toBeNull();
    }
  });
});

describe('formatDateConditionValue', () => {
  it('writes the forms it reads', () => {
    for (const value of [
      '1;days;before;today',
      '2;hours;after;@Now',
      '0;days;after;[Field:StartDate]',
      '2026-11-22',
      '2026-11-22T14:00:00Z',
    ]) {
      expect(formatDateConditionValue(parseDateConditionValue(value)!)).toBe(value);
    }
  });
  it('writes references in one spelling', () => {
    expect(formatDateConditionValue(parseDateConditionValue('@Today')!)).toBe('0;days;after;today');
    expect(formatDateConditionValue(parseDateConditionValue('1;DAYS;Before;@now')!)).toBe('1;days;before;@Now');
  });
});
