import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { FieldInput } from '@listboard/shared';
import { pick, renderOverNewBoard, sectionNamed } from '../../testing/overNewBoard';
import { StyleRulesSection } from './StyleRulesSection';

const fields: FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['New', 'Completed'] },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' },
  { internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true },
  { internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['(1) High', '(2) Normal', '(3) Low'] },
];
const SYSTEM_RULES = ['Overdue', 'Due within 2 days', 'High priority', 'Low priority'];
const ruleHeaders = () => SYSTEM_RULES.filter((name) => screen.queryByRole('button', { name: new RegExp(`^${name}`) }));

afterEach(cleanup);

describe('style rules section', () => {
  it('adds a custom rule, open, with a condition to fill in', () => {
    const { draft } = renderOverNewBoard(<StyleRulesSection />, { fields });
    const section = sectionNamed('Style rules');
    // The default rules have names, so their panels start collapsed.
    expect(within(section).queryByRole('textbox', { name: /Rule name/ })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Add style rule' }));
    const rule = within(section).getByRole('group', { name: 'New style rule' });
    fireEvent.change(within(rule).getByRole('textbox', { name: /Rule name/ }), { target: { value: 'Urgent' } });
    // A new rule starts with one condition to fill in.
    pick(rule, 'Field', 'Priority');
    pick(rule, 'Value', '(1) High');

    expect(draft().styles).toHaveLength(5);
    expect(draft().styles[4]).toMatchObject({
      name: 'Urgent',
      isSystem: false,
      isDisabled: false,
      itemColor: { fontColor: '#323130' },
      conditions: [expect.objectContaining({ field: 'Priority', operator: 'Eq', value: '(1) High' })],
    });
  });

  it('hides the conditions of a default rule, and removes only custom rules', () => {
    renderOverNewBoard(<StyleRulesSection />, { fields });
    const section = sectionNamed('Style rules');
    fireEvent.click(within(section).getByRole('button', { name: /^Overdue/ }));
    const overdue = within(section).getByRole('group', { name: 'Overdue' });
    expect(within(overdue).getByText('The conditions of this default rule are fixed.')).toBeTruthy();
    expect(within(overdue).queryByRole('button', { name: 'Add block' })).toBeNull();
    expect(within(overdue).queryByRole('button', { name: /Remove/ })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Add style rule' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Remove New style rule' }));
    expect(within(section).queryByRole('group', { name: 'New style rule' })).toBeNull();
  });

  it('resets to the four default rules, keeping the custom ones', () => {
    const custom = { name: 'Mine', conditions: [], itemColor: { borderColor: '#000000' } };
    const { draft } = renderOverNewBoard(<StyleRulesSection />, { fields, config: { styles: [custom] } });
    const section = sectionNamed('Style rules');
    expect(ruleHeaders()).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: 'Reset to defaults' }));
    expect(ruleHeaders()).toEqual(SYSTEM_RULES);
    expect(draft().styles.map((rule) => rule.name)).toEqual([...SYSTEM_RULES, 'Mine']);
  });

  it('turns a rule off and sets and clears its colours', () => {
    const { draft } = renderOverNewBoard(<StyleRulesSection />, { fields });
    fireEvent.click(screen.getByRole('button', { name: /^High priority/ }));
    const rule = screen.getByRole('group', { name: 'High priority' });
    fireEvent.click(within(rule).getByRole('switch', { name: 'Enabled' }));
    expect(draft().styles[2].isDisabled).toBe(true);

    fireEvent.change(within(rule).getByLabelText('Background colour'), { target: { value: '#112233' } });
    expect(draft().styles[2].itemColor).toMatchObject({ borderColor: '#78BAE5', bodyColor: '#112233' });
    fireEvent.click(within(rule).getByRole('button', { name: 'Clear Border colour' }));
    expect(draft().styles[2].itemColor.borderColor).toBeUndefined();
  });
});
