import { describe, expect, it } from 'vitest';
import { holds, testField } from './testing/conditions';

// NOW is Sunday 22 November 2026, 10:30 UTC.
const dueDate = testField('DueDate', 'DateTime', { dateOnly: true });
const reviewAt = testField('ReviewAt', 'DateTime', { dateOnly: false });
const startDate = testField('StartDate', 'DateTime', { dateOnly: true });
const TODAY = '2026-11-22T00:00:00Z';
const YESTERDAY = '2026-11-21T00:00:00Z';

describe('date-only fields', () => {
  it('compare with today by calendar day', () => {
    for (const value of ['today', '@Today', '0;days;after;today', '0;days;before;@Today', '2026-11-22', '2026-11-22T15:00:00Z']) {
      expect(holds(dueDate, 'Eq', value, TODAY), value).toBe(true);
    }
    expect(holds(dueDate, 'Eq', 'today', YESTERDAY)).toBe(false);
    expect(holds(dueDate, 'Neq', 'today', YESTERDAY)).toBe(true);
    expect(holds(dueDate, 'Lt', 'today', YESTERDAY)).toBe(true);
    expect(holds(dueDate, 'Leq', 'today', TODAY)).toBe(true);
    expect(holds(dueDate, 'Gt', 'today', TODAY)).toBe(false);
    expect(holds(dueDate, 'Geq', '2026-11-23', TODAY)).toBe(false);
  });
  it('count days before and after today', () => {
    expect(holds(dueDate, 'Eq', '1;days;before;today', YESTERDAY)).toBe(true);
    expect(holds(dueDate, 'Gt', '1;days;before;today', TODAY)).toBe(true);
    expect(holds(dueDate, 'Lt', '1;days;after;today', TODAY)).toBe(true);
    expect(holds(dueDate, 'Eq', '2;days;after;today', '2026-11-24T00:00:00Z')).toBe(true);
  });
  it('compare with @Now by day, and refuse hours', () => {
    expect(holds(dueDate, 'Eq', '@Now', TODAY)).toBe(true);
    expect(holds(dueDate, 'Eq', '1;days;after;@Now', '2026-11-23T00:00:00Z')).toBe(true);
    expect(holds(dueDate, 'Eq', '0;hours;after;@Now', TODAY)).toBe(false);
    expect(holds(dueDate, 'Neq', '2;hours;after;today', TODAY)).toBe(false);
  });
  it('take a date in 1970 as today', () => {
    expect(holds(dueDate, 'Eq', '1970-01-01', TODAY)).toBe(true);
    expect(holds(dueDate, 'Lt', '1970-01-01T00:00:00Z', YESTERDAY)).toBe(true);
  });
  it('differ from every date when empty, and refuse values that are no date', () => {
    expect(holds(dueDate, 'Lt', 'today', null)).toBe(false);
    expect(holds(dueDate, 'Neq', 'today', null)).toBe(true);
    expect(holds(dueDate, 'IsNull', '', null)).toBe(true);
    expect(holds(dueDate, 'IsNotNull', '', TODAY)).toBe(true);
    for (const value of ['tomorrow', '1;weeks;after;today', '1;days;later;today']) {
      expect(holds(dueDate, 'Eq', value, TODAY), value).toBe(false);
      expect(holds(dueDate, 'Neq', value, TODAY), value).toBe(false);
    }
    expect(holds(dueDate, 'BeginsWith', '2026', TODAY)).toBe(false);
  });
});

describe('date-and-time fields', () => {
  const NOON = '2026-11-22T12:00:00Z';
  it('compare day counts by calendar day', () => {
    expect(holds(reviewAt, 'Eq', 'today', NOON)).toBe(true);
    expect(holds(reviewAt, 'Eq', '2026-11-22', NOON)).toBe(true);
    expect(holds(reviewAt, 'Lt', '1;days;after;today', NOON)).toBe(true);
  });
  it('compare @Now, hours and absolute times as instants', () => {
    expect(holds(reviewAt, 'Gt', '@Now', NOON)).toBe(true);
    expect(holds(reviewAt, 'Eq', '@Now', NOON)).toBe(false);
    expect(holds(reviewAt, 'Gt', '1;hours;after;@Now', NOON)).toBe(true);
    expect(holds(reviewAt, 'Lt', '2;hours;after;@Now', NOON)).toBe(true);
    expect(holds(reviewAt, 'Gt', '2;hours;before;@Now', '2026-11-22T09:00:00Z')).toBe(true);
    expect(holds(reviewAt, 'Eq', '12;hours;after;today', NOON)).toBe(true);
    expect(holds(reviewAt, 'Eq', '2026-11-22T12:00:00Z', NOON)).toBe(true);
    expect(holds(reviewAt, 'Eq', '2026-11-22T12:00:01Z', NOON)).toBe(false);
    expect(holds(reviewAt, 'Eq', '1;days;after;@Now', '2026-11-23T10:30:00Z')).toBe(true);
  });
  it("cover the item's creation and modification times", () => {
    // Created 2026-11-01T08:00Z, modified 2026-11-20T12:00Z.
    expect(holds(testField('Created', 'DateTime'), 'Lt', '7;days;before;today', undefined)).toBe(true);
    expect(holds(testField('Modified', 'DateTime'), 'Geq', '2;days;before;today', undefined)).toBe(true);
  });
});

describe("the board's time zone", () => {
  const LATE = { now: new Date('2026-11-22T23:30:00Z') };
  it('decides which day is today', () => {
    expect(holds(dueDate, 'Eq', 'today', '2026-11-23T00:00:00Z', { context: LATE })).toBe(false);
    expect(holds(dueDate, 'Eq', 'today', '2026-11-23T00:00:00Z', { context: { ...LATE, timeZoneOffsetMinutes: 120 } })).toBe(true);
    expect(holds(reviewAt, 'Eq', 'today', '2026-11-22T23:00:00Z', { context: { ...LATE, timeZoneOffsetMinutes: 120 } })).toBe(true);
    expect(holds(reviewAt, 'Eq', 'today', '2026-11-22T21:00:00Z', { context: { ...LATE, timeZoneOffsetMinutes: 120 } })).toBe(false);
  });
  it("reads a time without a zone as the board's wall clock", () => {
    expect(holds(reviewAt, 'Eq', '2026-11-22T14:00:00', '2026-11-22T12:00:00Z', { context: { timeZoneOffsetMinutes: 120 } })).toBe(true);
  });
});

describe('field references', () => {
  const others = { ReviewAt: '2026-11-24T09:00:00Z', StartDate: '2026-11-20T00:00:00Z' };
  const fields = [reviewAt, startDate];
  it('compare with another date of the same item', () => {
    expect(holds(dueDate, 'Lt', '[Field:ReviewAt]', TODAY, { others, fields })).toBe(true);
    expect(holds(dueDate, 'Eq', '2;days;before;[Field:ReviewAt]', TODAY, { others, fields })).toBe(true);
    expect(holds(dueDate, 'Eq', '2;days;after;[Field:StartDate]', TODAY, { others, fields })).toBe(true);
    expect(holds(reviewAt, 'Lt', '3;hours;after;[Field:ReviewAt]', '2026-11-24T11:59:00Z', { others, fields })).toBe(true);
    expect(holds(dueDate, 'Gt', '[Field:Created]', TODAY, { others, fields })).toBe(true);
  });
  it('do not hold when the other date is empty or unknown', () => {
    expect(holds(dueDate, 'Eq', '[Field:StartDate]', TODAY, { fields })).toBe(false);
    expect(holds(dueDate, 'Neq', '[Field:StartDate]', TODAY, { fields })).toBe(false);
    expect(holds(dueDate, 'Neq', '[Field:Nowhere]', TODAY, { others, fields })).toBe(false);
    expect(holds(dueDate, 'Eq', '[Field:Title]', TODAY, { others: { Title: '2026-11-22' }, fields: [testField('Title', 'Text')] })).toBe(
      false,
    );
  });
});
