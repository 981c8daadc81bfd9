import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { REPEAT_TYPE, WHEN_TO_SEND_TYPE } from '@listboard/shared';
import { renderInWizard } from '../../testing/inWizard';
import { ReminderRulesSection } from './ReminderRulesSection';

function pick(scope: HTMLElement, combobox: string, option: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

function optionsOf(scope: HTMLElement, combobox: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  const names = screen.getAllByRole('option').map((option) => option.textContent);
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  return names;
}

/** A new reminder's panel, which opens since the reminder has no name yet. */
function addReminder() {
  const wizard = renderInWizard(<ReminderRulesSection />);
  fireEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
  return { ...wizard, panel: screen.getByRole('group', { name: 'New reminder' }) };
}

const rule = (state: ReturnType<typeof addReminder>['state']) => state().draft.remindersDefinition.rules[0];

afterEach(cleanup);

describe('reminder rules', () => {
  it('offers the minutes in steps of 5 and the hours 0 to 23', () => {
    const { state, panel } = addReminder();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Daily' }));
    expect(optionsOf(panel, 'Minute')).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect(optionsOf(panel, 'Hour')).toHaveLength(24);
    pick(panel, 'Minute', '45');
    pick(panel, 'Hour', '17');
    expect(rule(state)).toMatchObject({
      whenToSendType: WHEN_TO_SEND_TYPE.SpecifyTime,
      repeatType: REPEAT_TYPE.Daily,
      sendHour: 17,
      sendMinute: 45,
    });
  });

  it('counts from a date field, and takes the time from it when asked', () => {
    const { state, panel } = addReminder();
    pick(panel, 'Date field', 'Due Date');
    expect(within(panel).queryByRole('spinbutton', { name: 'Number of days' })).toBeNull();
    pick(panel, 'Send', 'Every day for');
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Number of days' }), { target: { value: '3' } });
    fireEvent.blur(within(panel).getByRole('spinbutton', { name: 'Number of days' }));
    fireEvent.click(within(panel).getByRole('radio', { name: 'Afterwards' }));
    fireEvent.click(within(panel).getByRole('radio', { name: 'Take the time from the date field' }));
    expect(within(panel).queryByRole('combobox', { name: 'Minute' })).toBeNull();
    expect(rule(state)).toMatchObject({ dateField: 'DueDate', dayPeriod: 1, shiftAmount: 3, shiftDirection: 1, sendTimeType: 1 });

    pick(panel, 'Send', 'Exactly for the number of days set in a field');
    pick(panel, 'Field with the number of days', 'Effort');
    expect(rule(state)).toMatchObject({ dayPeriod: 3, shiftAmountField: 'Effort' });
  });

  it('sends weekly on one of the nine weekday choices and monthly in the checked months', () => {
    const { state, panel } = addReminder();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Weekly' }));
    expect(optionsOf(panel, 'Day of the week')).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
      'Day',
    ]);
    pick(panel, 'Day of the week', 'Friday');
    expect(rule(state)).toMatchObject({ repeatType: REPEAT_TYPE.Weekly, sendDayOfWeek: 5 });

    fireEvent.click(within(panel).getByRole('radio', { name: 'Monthly' }));
    const months = within(panel).getByRole('group', { name: 'Months' });
    expect(within(months).getAllByRole('checkbox')).toHaveLength(12);
    fireEvent.click(within(months).getByRole('checkbox', { name: 'January' }));
    fireEvent.click(within(panel).getByRole('radio', { name: 'A weekday of the month' }));
    pick(panel, 'Which one', 'Last');
    pick(panel, 'Weekday', 'Day');
    expect(rule(state)).toMatchObject({
      repeatType: REPEAT_TYPE.Monthly,
      dayOfMonthType: 1,
      dayOfMonthSpec: 4,
      dayOfMonthSpecDay: 8,
      sendMonths: [false, false, false, false, false, false, false, true, true, true, true, true],
    });
  });

  it('sends to the people of a user field and offers only the tags a reminder can fill in', () => {
    const { state, panel } = addReminder();
    const tags = within(panel).getByRole('group', { name: 'Tags for the message' });
    expect(
      within(tags)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['{RecipientName}', '{TaskLink}', '{BoardLink}']);
    const recipients = within(panel).getByRole('group', { name: 'Recipients' });
    // A multiple choice lists its options as checkable menu items.
    fireEvent.click(within(recipients).getByRole('combobox', { name: 'People in user fields' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Assigned To' }));
    expect(rule(state).users).toEqual([{ login: 'AssignedTo', isGroup: false, isField: true, name: 'Assigned To' }]);
    expect(within(panel).queryByRole('switch', { name: 'Ignore other changes' })).toBeNull();
  });

  it('shows what a reminder still needs once problems show', () => {
    const { state, panel } = addReminder();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Daily' }));
    expect(within(panel).getByRole('group', { name: 'Days of the week' })).toBeTruthy();
    act(() => state().setShowProblems(true));
    expect(within(panel).getByText('Pick at least one person, group or user field to send it to.')).toBeTruthy();
    expect(
      state()
        .problems.filter((p) => p.section === 'notifications')
        .map((p) => p.path),
    ).toEqual(['remindersDefinition.rules.0.name', 'remindersDefinition.rules.0.users']);
  });
});
