import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { tabClassNames } from '@fluentui/react-components';
import type { FieldInput } from '@listboard/shared';
import { pick, renderOverNewBoard, sectionNamed } from '../../testing/overNewBoard';
import { ColumnsSection } from './ColumnsSection';

const statusField = (choices: string[]): FieldInput[] => [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' },
];
const column = (value: string) => ({ name: value, value });
// A Fluent tab repeats its text in a hidden copy that reserves the width of the bold selected text.
const tabNames = () =>
  within(sectionNamed('Columns'))
    .getAllByRole('tab')
    .map((tab) => tab.querySelector(`.${tabClassNames.content}`)?.textContent);

afterEach(cleanup);

describe('columns section', () => {
  it('adds columns while a choice has none and deletes them down to 2', () => {
    const { draft } = renderOverNewBoard(<ColumnsSection />, {
      fields: statusField(['New', 'Doing', 'Done']),
      config: { columnDefinitions: [column('New'), column('Doing')] },
    });
    const section = sectionNamed('Columns');
    expect(within(section).queryByRole('button', { name: /Delete column/ })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Add column' }));
    expect(tabNames()).toEqual(['New', 'Doing', 'Done']);
    expect(within(section).getByRole('tab', { name: 'Done' }).getAttribute('aria-selected')).toBe('true');
    expect(draft().columnDefinitions[2]).toMatchObject({ value: 'Done', wipLimit: 0, itemCount: 20 });
    expect(within(section).queryByRole('button', { name: 'Add column' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Delete column Done' }));
    expect(tabNames()).toEqual(['New', 'Doing']);
    expect(within(section).queryByRole('button', { name: /Delete column/ })).toBeNull();
  });

  it('adds a column by a new name, which the column field will offer as a choice', () => {
    const { draft } = renderOverNewBoard(<ColumnsSection />, { fields: statusField(['New', 'Done']), showProblems: true });
    const section = sectionNamed('Columns');
    expect(within(section).queryByRole('button', { name: 'Add column' })).toBeNull();
    const name = within(section).getByRole('textbox', { name: /New column/ });
    fireEvent.change(name, { target: { value: 'Review' } });
    fireEvent.keyDown(name, { key: 'Enter' });

    expect(tabNames()).toEqual(['New', 'Done', 'Review']);
    expect(within(section).getByRole('tab', { name: 'Review' }).getAttribute('aria-selected')).toBe('true');
    expect(draft().columnDefinitions.map((c) => c.value)).toEqual(['New', 'Done', 'Review']);
    expect((name as HTMLInputElement).value).toBe('');
    expect(within(section).queryByText(/is not a choice of Status/)).toBeNull();

    // A name the board shows already adds nothing.
    fireEvent.change(name, { target: { value: 'done' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add the new column' }));
    expect(tabNames()).toEqual(['New', 'Done', 'Review']);
  });

  it('says when a column value is taken already', () => {
    renderOverNewBoard(<ColumnsSection />, { fields: statusField(['New', 'Doing', 'Done']), showProblems: true });
    const section = sectionNamed('Columns');
    fireEvent.click(within(section).getByRole('tab', { name: 'Doing' }));
    pick(within(section).getByRole('group', { name: 'Settings of column Doing' }), 'Value', 'New');

    expect(within(section).getByText('Another column has the same value. Column values must be unique.')).toBeTruthy();
    expect(tabNames()).toEqual(['New', 'New', 'Done']);
  });

  it('shows 5 column tabs at once and moves along them with the chevrons', () => {
    renderOverNewBoard(<ColumnsSection />, { fields: statusField(['A', 'B', 'C', 'D', 'E', 'F', 'G']) });
    const section = sectionNamed('Columns');
    const previous = within(section).getByRole('button', { name: 'Previous columns' });
    const next = within(section).getByRole('button', { name: 'Next columns' });
    expect(tabNames()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(previous).toHaveProperty('disabled', true);

    fireEvent.click(next);
    fireEvent.click(next);
    expect(tabNames()).toEqual(['C', 'D', 'E', 'F', 'G']);
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(previous);
    expect(tabNames()).toEqual(['B', 'C', 'D', 'E', 'F']);
  });

  it('has no chevrons for 5 columns or fewer', () => {
    renderOverNewBoard(<ColumnsSection />, { fields: statusField(['A', 'B', 'C', 'D', 'E']) });
    expect(screen.queryByRole('button', { name: 'Next columns' })).toBeNull();
  });

  it('keeps a WIP limit active only above 0', () => {
    const { draft } = renderOverNewBoard(<ColumnsSection />, { fields: statusField(['New', 'Done']) });
    const limit = within(sectionNamed('Columns')).getByRole('spinbutton', { name: 'WIP limit' });
    fireEvent.change(limit, { target: { value: '3' } });
    fireEvent.blur(limit);
    expect(draft().columnDefinitions[0]).toMatchObject({ wipLimit: 3, isActiveWipLimit: true });
  });

  it('sets each column width, tells politely what is left, and keeps the board from saving until the total is 100', () => {
    const { draft, problems } = renderOverNewBoard(<ColumnsSection />, {
      fields: statusField(['New', 'In Progress', 'Done', 'Review']),
      config: { columnDefinitions: [column('New'), column('In Progress'), column('Done')] },
      showProblems: true,
    });
    const section = sectionNamed('Columns');
    const width = (name: string) => within(section).getByRole('spinbutton', { name: `Width of ${name} (%)` }) as HTMLInputElement;
    const setWidth = (name: string, value: string) => {
      fireEvent.change(width(name), { target: { value } });
      fireEvent.blur(width(name));
    };
    const remainder = within(section).getByRole('status');
    const widthProblems = () => problems().filter((p) => p.path?.startsWith('columnCols'));
    // A board without widths shares them equally, the remainder to the last column.
    expect([width('New').value, width('In Progress').value, width('Done').value]).toEqual(['33', '33', '34']);
    expect(remainder.getAttribute('aria-live')).toBe('polite');
    expect(remainder.textContent).toBe('All 100% shared');

    setWidth('New', '20');
    setWidth('In Progress', '30');
    expect(remainder.textContent).toBe('16% left');
    expect(widthProblems().map((p) => p.key)).toEqual(['column_widths_total']);
    expect(within(section).getByText('The column widths must add up to exactly 100%.')).toBeTruthy();

    setWidth('Done', '55');
    expect(remainder.textContent).toBe('5% too much');
    expect(widthProblems().map((p) => p.key)).toEqual(['column_widths_total']);

    setWidth('Done', '50');
    expect(remainder.textContent).toBe('All 100% shared');
    expect(widthProblems()).toEqual([]);
    expect(within(section).queryByText('The column widths must add up to exactly 100%.')).toBeNull();
    expect(draft().columnCols).toEqual([20, 30, 50]);

    // A new column takes an equal share from the others, so the total stays 100.
    fireEvent.click(within(section).getByRole('button', { name: 'Add column' }));
    expect(draft().columnCols).toEqual([15, 22, 38, 25]);
    expect(widthProblems()).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: 'Delete column Review' }));
    expect(draft().columnCols).toEqual([20, 29, 51]);
  });

  it('marks the columns where work has started, shows card aging and limits started cards per person', () => {
    const { draft } = renderOverNewBoard(<ColumnsSection />, {
      fields: statusField(['New', 'Doing', 'Done']),
      config: {
        columnDefinitions: [column('New'), column('Doing'), { ...column('Done'), isComplete: true }],
      },
      showProblems: true,
    });
    const section = sectionNamed('Columns');
    const started = () => within(section).getByRole('switch', { name: 'Work on cards in this column has started' }) as HTMLInputElement;
    // By default every column but the first has started, and a complete column never has.
    expect(started().checked).toBe(false);
    fireEvent.click(within(section).getByRole('tab', { name: 'Doing' }));
    expect(started().checked).toBe(true);
    fireEvent.click(started());
    expect(draft().columnDefinitions[1].isStarted).toBe(false);
    fireEvent.click(within(section).getByRole('tab', { name: 'Done' }));
    expect(started().checked).toBe(false);
    expect(started().disabled).toBe(true);

    const flow = within(section).getByRole('group', { name: 'Flow' });
    fireEvent.click(within(flow).getByRole('switch', { name: 'Show how long each card has been in its column' }));
    const limit = within(flow).getByRole('spinbutton', { name: 'Started cards per person' });
    fireEvent.change(limit, { target: { value: '3' } });
    fireEvent.blur(limit);
    expect(draft().flow).toEqual({ showAging: true, personWipLimit: 3 });
  });
});
