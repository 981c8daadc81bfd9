import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { FieldInput } from '@listboard/shared';
import { pick, renderOverNewBoard, sectionNamed } from '../../testing/overNewBoard';
import { BoardSetupStep } from '../../steps/BoardSetupStep';
import { SwimlanesSection } from './SwimlanesSection';

const fields: FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['New', 'Done'] },
  { internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['High', 'Low'] },
  { internalName: 'Team', name: 'Team', type: 'Choice', choices: ['Red', 'Green', 'Blue'] },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' },
];

const laneNames = () =>
  within(screen.getByRole('group', { name: 'Lanes' }))
    .getAllByRole('textbox', { name: 'Lane name' })
    .map((input) => (input as HTMLInputElement).value);

afterEach(cleanup);

describe('swimlanes section', () => {
  it('regenerates the lanes when the field changes, and keeps only the default lane while dynamic', () => {
    const { draft } = renderOverNewBoard(<SwimlanesSection />, { fields });
    const section = sectionNamed('Swimlanes');
    fireEvent.click(within(section).getByRole('combobox', { name: /Swimlane field/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '(none)',
      'Title',
      'Priority',
      'Team',
      'Assigned To',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Priority' }));
    expect(laneNames()).toEqual(['High', 'Low']);

    pick(section, /Swimlane field/, 'Team');
    expect(laneNames()).toEqual(['Red', 'Green', 'Blue']);
    expect(draft().swimlanes.useColumnScroll).toBe(true);

    fireEvent.click(within(section).getByRole('switch', { name: /Dynamic lanes/ }));
    expect(within(section).queryByRole('group', { name: 'Lanes' })).toBeNull();
    expect(draft().swimlanes.lanes).toEqual([{ name: 'Unassigned', value: '', isDefault: true, isCollapsedByDefault: false }]);
  });

  it('makes dynamic lanes for a person field, with nothing to fix before saving', () => {
    const { draft } = renderOverNewBoard(<SwimlanesSection />, { fields, showProblems: true });
    const section = sectionNamed('Swimlanes');
    pick(section, /Swimlane field/, 'Assigned To');
    expect(within(section).getByRole('switch', { name: /Dynamic lanes/ })).toHaveProperty('checked', true);
    expect(within(section).queryByText('A board with swimlanes needs at least 1 lane.')).toBeNull();
    expect(draft().swimlanes).toMatchObject({ field: 'AssignedTo', isDynamic: true });
  });

  it('says when a lane value is taken already and keeps at least one lane', () => {
    renderOverNewBoard(<SwimlanesSection />, { fields, showProblems: true });
    const section = sectionNamed('Swimlanes');
    pick(section, /Swimlane field/, 'Priority');
    pick(within(section).getByRole('group', { name: 'Low' }), /Lane value/, 'High');
    expect(within(section).getByText('Another lane has the same value. Lane values must be unique.')).toBeTruthy();

    // The second lane took the name of its new value.
    fireEvent.click(within(section).getAllByRole('button', { name: 'Delete lane High' })[1]);
    expect(laneNames()).toEqual(['High']);
    expect(within(section).getByRole('button', { name: 'Delete lane High' })).toHaveProperty('disabled', true);
  });

  it('puts every column in the row total when row totals are turned on', () => {
    const { draft } = renderOverNewBoard(<BoardSetupStep />, {
      fields: [...fields, { internalName: 'Cost', name: 'Cost', type: 'Currency' }],
      config: {
        columnDefinitions: [
          { name: 'New', value: 'New' },
          { name: 'Done', value: 'Done', isPartOfRowTotal: true },
        ],
      },
    });
    pick(sectionNamed('Swimlanes'), /Swimlane field/, 'Priority');
    fireEvent.click(within(sectionNamed('Swimlanes')).getByRole('switch', { name: 'Calculate row totals' }));

    expect(draft().columnDefinitions.map((column) => column.isPartOfRowTotal)).toEqual([true, true]);
    expect(within(sectionNamed('Columns')).getByRole('switch', { name: 'Part of the row total' })).toHaveProperty('checked', true);
  });

  it('sets dragging between lanes, hiding empty lanes for everyone and the lane height', () => {
    const { draft } = renderOverNewBoard(<SwimlanesSection />, { fields });
    const section = sectionNamed('Swimlanes');
    pick(section, /Swimlane field/, 'Team');
    expect(draft().swimlanes).toMatchObject({ allowDrag: true, hideEmptyAll: false });
    fireEvent.click(within(section).getByRole('switch', { name: 'Allow dragging cards between lanes' }));
    fireEvent.click(within(section).getByRole('switch', { name: /Hide empty lanes for everyone/ }));
    const height = within(section).getByRole('spinbutton', { name: /Lane height/ });
    fireEvent.change(height, { target: { value: '240' } });
    fireEvent.blur(height);
    expect(draft().swimlanes).toMatchObject({ allowDrag: false, hideEmptyAll: true, height: 240 });
    fireEvent.change(height, { target: { value: '' } });
    fireEvent.blur(height);
    expect(draft().swimlanes.height).toBeNull();
    // The height only limits lanes whose columns scroll.
    fireEvent.click(within(section).getByRole('switch', { name: 'Scroll columns inside lanes' }));
    expect(draft().swimlanes.useColumnScroll).toBe(false);
    expect(height).toHaveProperty('disabled', true);
  });

  it('sorts the lanes', () => {
    const { draft } = renderOverNewBoard(<SwimlanesSection />, { fields });
    const section = sectionNamed('Swimlanes');
    pick(section, /Swimlane field/, 'Team');
    fireEvent.click(within(section).getByRole('radio', { name: 'Ascending' }));
    expect(laneNames()).toEqual(['Blue', 'Green', 'Red']);
    expect(draft().swimlanes.sortType).toBe(1);
  });

  it('offers the value question for default-lane drops over fixed lanes of a choice field only', () => {
    const { draft } = renderOverNewBoard(<SwimlanesSection />, { fields });
    const section = sectionNamed('Swimlanes');
    const asks = () => within(section).queryByRole('switch', { name: 'Ask for a value when a card is dropped on the default lane' });
    pick(section, /Swimlane field/, 'Team');
    fireEvent.click(asks() as HTMLElement);
    expect(draft().swimlanes.showDefaultDroppingDialog).toBe(true);

    fireEvent.click(within(section).getByRole('switch', { name: /Dynamic lanes/ }));
    expect(asks()).toBeNull();
    pick(section, /Swimlane field/, 'Assigned To');
    expect(asks()).toBeNull();
  });
});
