import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderInWizard } from '../../testing/inWizard';
import { problemsOfStep } from '../../wizardSteps';
import { PublicFiltersSection } from './PublicFiltersSection';

const condition = {
  id: 'c1',
  field: 'Title',
  operator: 'Contains' as const,
  value: 'bug',
  group: 0,
  block: 0,
  conjunction: 'AND' as const,
};
const urgent = { name: 'Urgent', conditions: [condition], isEnable: true, isPrivate: false, operand: 'AND' as const };

function pick(scope: HTMLElement, combobox: string, option: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

afterEach(cleanup);

describe('public filters', () => {
  it('adds a public filter with a condition', () => {
    const { state } = renderInWizard(<PublicFiltersSection />);
    expect(screen.getByText('This board has no filters yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.change(within(screen.getByRole('group', { name: 'New filter' })).getByRole('textbox', { name: 'Filter name' }), {
      target: { value: 'Bugs' },
    });
    const panel = screen.getByRole('group', { name: 'Bugs' });
    expect(within(panel).getByRole('switch', { name: 'Enabled' })).toHaveProperty('checked', true);
    pick(panel, 'Field', 'Title');
    pick(panel, 'Operator', 'contains');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Value' }), { target: { value: 'crash' } });

    expect(state().draft.filters).toEqual([
      {
        name: 'Bugs',
        isEnable: true,
        isPrivate: false,
        operand: 'AND',
        conditions: [expect.objectContaining({ field: 'Title', operator: 'Contains', value: 'crash', block: 0, group: 0 })],
      },
    ]);
    expect(problemsOfStep(state().problems, 3)).toEqual([]);
  });

  it('opens only the panels of filters without a name, and removes a filter', () => {
    const { state } = renderInWizard(<PublicFiltersSection />, { filters: [urgent] });
    expect(screen.getByRole('button', { name: 'Urgent' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(screen.getByRole('button', { name: 'New filter' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Urgent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Urgent' }));
    expect(state().draft.filters.map((filter) => filter.name)).toEqual(['']);
    expect(screen.getByRole('group', { name: 'New filter' })).toBeTruthy();
  });

  it('shows a missing name, a name taken in another case and an unfinished condition once problems show', () => {
    const { state } = renderInWizard(<PublicFiltersSection />, { filters: [urgent] });
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(within(screen.getByRole('group', { name: 'New filter' })).queryByText('This is a required field.')).toBeNull();
    act(() => state().setShowProblems(true));
    const panel = screen.getByRole('group', { name: 'New filter' });
    expect(within(panel).getAllByText('This is a required field.')).toHaveLength(2);

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Filter name' }), { target: { value: ' URGENT' } });
    expect(
      within(screen.getByRole('group', { name: 'URGENT' })).getByText('Another filter has the same name. Filter names must be unique.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /URGENT.*Needs changes/ })).toBeTruthy();
    expect(problemsOfStep(state().problems, 3).map((p) => p.path)).toEqual(['filters.1.name', 'filters.1.conditions.0.field']);
  });
});
