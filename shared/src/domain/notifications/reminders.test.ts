import { describe, expect, it } from 'vitest';
import { type ReminderRuleInput, reminderRuleSchema } from '../../api/notifications';
import { DAY_PERIOD, REPEAT_TYPE, WHEN_TO_SEND_TYPE } from '../../api/values';
import { testCondition, testField, testSubject } from '../conditions/testing/conditions';
import type { StoredValue } from '../fieldValues';
import { dueCards } from './reminders';
import { ruleRecipients } from './recipients';

const fields = [
  testField('Status', 'Choice', { choices: ['Open', 'Done'] }),
  testField('AssignedTo', 'User', { isMulti: true }),
  testField('DueDate', 'DateTime', { dateOnly: true }),
  testField('Lead', 'Number'),
];
const card = (id: number, values: Record<string, StoredValue>) => ({ ...testSubject(values), id });
const cards = [
  card(1, { Status: 'Open', DueDate: '2026-11-26T00:00:00Z', AssignedTo: [3], Lead: 2 }),
  card(2, { Status: 'Done', DueDate: '2026-11-26T00:00:00Z', AssignedTo: [4] }),
  card(3, { Status: 'Open', DueDate: '2026-11-30T00:00:00Z', AssignedTo: [3, 5], Lead: 6 }),
  card(4, { Status: 'Open', DueDate: null }),
];
const openOnly = [testCondition('Status', 'Eq', 'Open')];
const rule = (input: ReminderRuleInput) => reminderRuleSchema.parse({ name: 'r', conditions: openOnly, sendHour: 9, ...input });
const run = (after: string, upTo: string, zone = 'UTC') => ({ fields, zone, window: { after: new Date(after), upTo: new Date(upTo) } });
const idsOf = (due: ReturnType<typeof dueCards>) => due.map((entry) => entry.item.id);

describe('dueCards', () => {
  it('a date reminder: the cards its conditions hold for whose moment is in the window', () => {
    const dayBefore = rule({
      whenToSendType: WHEN_TO_SEND_TYPE.BasedOnField,
      dateField: 'DueDate',
      dayPeriod: DAY_PERIOD.Exactly,
      shiftAmount: 1,
    });
    expect(idsOf(dueCards(dayBefore, cards, run('2026-11-25T08:55:00Z', '2026-11-25T09:00:00Z')))).toEqual([1]);
    expect(idsOf(dueCards(dayBefore, cards, run('2026-11-29T08:55:00Z', '2026-11-29T09:00:00Z')))).toEqual([3]);
    expect(dueCards(dayBefore, cards, run('2026-11-25T09:00:00Z', '2026-11-25T09:05:00Z'))).toEqual([]);
  });

  it('the days a number field holds', () => {
    const byLead = rule({
      whenToSendType: WHEN_TO_SEND_TYPE.BasedOnField,
      dateField: 'DueDate',
      dayPeriod: DAY_PERIOD.ExactlyForDaysInField,
      shiftAmountField: 'Lead',
    });
    expect(idsOf(dueCards(byLead, cards, run('2026-11-24T08:55:00Z', '2026-11-24T09:00:00Z')))).toEqual([1, 3]);
  });

  it('a digest at set times: every card its conditions hold for, at the slot', () => {
    const daily = rule({ whenToSendType: WHEN_TO_SEND_TYPE.SpecifyTime, repeatType: REPEAT_TYPE.Daily, sendDays: Array(7).fill(true) });
    const due = dueCards(daily, cards, run('2026-11-25T07:55:00Z', '2026-11-25T08:00:00Z', 'Europe/Berlin'));
    expect(idsOf(due)).toEqual([1, 3, 4]);
    expect(due[0].moment.toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });

  it('nothing from a disabled reminder, or one whose date field is gone', () => {
    const daily = rule({ whenToSendType: WHEN_TO_SEND_TYPE.SpecifyTime, sendDays: Array(7).fill(true), isDisabled: true });
    expect(dueCards(daily, cards, run('2026-11-25T08:55:00Z', '2026-11-25T09:00:00Z'))).toEqual([]);
    const gone = rule({ whenToSendType: WHEN_TO_SEND_TYPE.BasedOnField, dateField: 'Removed' });
    expect(dueCards(gone, cards, run('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'))).toEqual([]);
  });

  it('writes to the people it names and to those in its user fields on each card', () => {
    const reminder = rule({ users: [{ login: 'lead@x' }, { login: 'AssignedTo', isField: true }] });
    expect(ruleRecipients(reminder, cards[2])).toEqual([{ login: 'lead@x' }, { userId: 3 }, { userId: 5 }]);
  });
});
