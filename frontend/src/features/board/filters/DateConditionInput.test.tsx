import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { ServerStateProvider } from '../../../testing/serverState';
import type { FilterRule } from '@listboard/shared';
import { boardOf } from '../testing/canvas';
import { FilterBuilder } from './FilterBuilder';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), apiRequest: vi.fn() }));

const board = boardOf({ fields: [{ internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true }] });

/** The builder alone; `applied` returns the value of the one condition "Apply" handed over. */
function renderBuilder() {
  const onApply = vi.fn<(rule: FilterRule) => void>();
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={new QueryClient()}>
        <FilterBuilder boardId="b1" board={board} users={[]} editing={null} saved={[]} onApply={onApply} onClose={vi.fn()} />
      </ServerStateProvider>
    </FluentProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'New filter' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Filter name' }), { target: { value: 'Dates' } });
  const applied = () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    return onApply.mock.lastCall?.[0].conditions[0].value;
  };
  return { dialog, applied };
}

function pick(scope: HTMLElement, combobox: string, option: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

const optionsOf = (scope: HTMLElement, combobox: string) => {
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  const names = screen.getAllByRole('option').map((o) => o.textContent);
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  return names;
};

afterEach(cleanup);

describe('date condition value', () => {
  it('starts at 1 day before today and offers no hours on a date-only field', () => {
    const { dialog, applied } = renderBuilder();
    pick(dialog, 'Field', 'Due Date');
    const value = within(dialog).getByRole('group', { name: 'Value' });
    expect(within(value).getByRole('spinbutton', { name: 'Count' })).toHaveProperty('value', '1');
    expect(optionsOf(value, 'Unit')).toEqual(['days']);
    expect(applied()).toBe('1;days;before;today');
  });

  it('counts hours after now or from another date field where the field keeps a time', () => {
    const { dialog, applied } = renderBuilder();
    pick(dialog, 'Field', 'Created');
    const value = within(dialog).getByRole('group', { name: 'Value' });
    expect(optionsOf(value, 'Unit')).toEqual(['days', 'hours']);
    fireEvent.change(within(value).getByRole('spinbutton', { name: 'Count' }), { target: { value: '2' } });
    pick(value, 'Unit', 'hours');
    pick(value, 'Before or after', 'after');
    pick(value, 'Reference', 'now');
    expect(applied()).toBe('2;hours;after;@Now');
    pick(value, 'Reference', 'Due Date');
    expect(applied()).toBe('2;hours;after;[Field:DueDate]');
  });

  it('takes a specific date, and reports a missing one', async () => {
    const { dialog, applied } = renderBuilder();
    pick(dialog, 'Field', 'Due Date');
    pick(dialog, 'Date value', 'Specific date');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('This is a required field.')).toBeTruthy();
    // The date picker loads on first use; until then a disabled box stands in. It comes in outside React's act, so
    // on a busy machine (CI) a box typed into may still be replaced by the picker's own: the day is typed into the
    // box shown until it takes.
    await waitFor(() => {
      const date = within(dialog).getByLabelText('Date', { selector: 'input:not([disabled])' });
      fireEvent.focus(date);
      fireEvent.change(date, { target: { value: '11/22/2026' } });
      fireEvent.blur(date);
      expect(applied()).toBe('2026-11-22');
    });
  });
});
