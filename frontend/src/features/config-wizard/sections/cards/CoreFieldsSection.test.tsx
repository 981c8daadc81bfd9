import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import type { FieldInput } from '@listboard/shared';
import { pick, renderOverNewBoard, sectionNamed } from '../../testing/overNewBoard';
import { CoreFieldsSection } from './CoreFieldsSection';

const base: FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['New', 'Done'] },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' },
  { internalName: 'Labels', name: 'Labels', type: 'MultiChoice', choices: ['Bug', 'UI'] },
];
const notes: FieldInput = { internalName: 'Notes', name: 'Notes', type: 'Note', appendOnly: true };
const lookups: FieldInput[] = [
  { internalName: 'Related', name: 'Related', type: 'Lookup', isMulti: true },
  { internalName: 'Parent', name: 'Parent task', type: 'Lookup' },
  { internalName: 'Epic', name: 'Epic', type: 'Lookup' },
];

afterEach(cleanup);

describe('core fields section', () => {
  it('links subtasks by the first single-value lookup when they are switched on', () => {
    const { draft } = renderOverNewBoard(<CoreFieldsSection />, { fields: [...base, ...lookups], config: { parentlookup: 'ParentID' } });
    const section = sectionNamed('Core fields');
    expect(within(section).queryByRole('combobox', { name: /Parent link field/ })).toBeNull();

    fireEvent.click(within(section).getByRole('switch', { name: 'Subtasks' }));
    expect(within(section).getByRole('combobox', { name: /Parent link field/ }).textContent).toBe('Parent task');
    expect(draft()).toMatchObject({ useSubtasks: true, parentlookup: 'Parent' });
  });

  it('shows that subtasks need a single-value lookup field', () => {
    renderOverNewBoard(<CoreFieldsSection />, { fields: base, showProblems: true });
    const section = sectionNamed('Core fields');
    fireEvent.click(within(section).getByRole('switch', { name: 'Subtasks' }));
    expect(within(section).getAllByText('Subtasks need at least one single-value lookup field.').length).toBeGreaterThan(0);
  });

  it('disables saved labels, drops new ones and keeps one enabled', () => {
    const { draft } = renderOverNewBoard(<CoreFieldsSection />, { fields: base });
    const labels = within(sectionNamed('Core fields')).getByRole('group', { name: 'Labels' });
    fireEvent.change(within(labels).getByRole('textbox', { name: 'New label' }), { target: { value: 'Docs' } });
    fireEvent.click(within(labels).getByRole('button', { name: 'Add label' }));
    expect(draft().labelsColors.map((label) => label.name)).toEqual(['Bug', 'UI', 'Docs']);

    fireEvent.click(within(labels).getByRole('button', { name: 'Remove Docs' }));
    fireEvent.click(within(labels).getByRole('button', { name: 'Disable Bug' }));
    fireEvent.click(within(labels).getByRole('button', { name: 'Disable UI' }));
    expect(within(labels).getByRole('alert').textContent).toBe('At least one label must remain enabled.');
    expect(draft().labelsColors).toEqual([
      expect.objectContaining({ name: 'Bug', disabled: true }),
      expect.objectContaining({ name: 'UI', disabled: false }),
    ]);
  });

  it("offers the list's own comments beside the Note fields, and keeps None as none by turning commentsNewExperience off", () => {
    const { draft } = renderOverNewBoard(<CoreFieldsSection />, {
      fields: [...base, notes],
      config: { commentsFieldName: null, commentsNewExperience: true },
    });
    const section = sectionNamed('Core fields');
    // A board that names no field has the list's own comments while commentsNewExperience is on.
    expect(within(section).getByRole('combobox', { name: /Comments field/ }).textContent).toBe("The list's own comments");

    pick(section, /Comments field/, 'Notes');
    expect(draft()).toMatchObject({ commentsFieldName: 'Notes' });
    pick(section, /Comments field/, '(none)');
    expect(draft()).toMatchObject({ commentsFieldName: null, commentsNewExperience: false });
    pick(section, /Comments field/, "The list's own comments");
    expect(draft()).toMatchObject({ commentsFieldName: 'spmoderncomments', commentsNewExperience: true });
  });
});
