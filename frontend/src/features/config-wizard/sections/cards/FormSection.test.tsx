import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { FieldInput } from '@listboard/shared';
import { pick, renderOverNewBoard } from '../../testing/overNewBoard';
import { FormSection } from './FormSection';

const fields: FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['New', 'Done'] },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' },
  { internalName: 'Notes', name: 'Notes', type: 'Note' },
  { internalName: 'Code', name: 'Code', type: 'Text', isReadOnly: true },
  { internalName: 'Modified', name: 'Modified', type: 'DateTime' },
];

afterEach(cleanup);

describe('form section', () => {
  it('offers only fields a form can ask for, each once, in the order set', () => {
    const { draft } = renderOverNewBoard(<FormSection />, { fields });
    const form = screen.getByRole('group', { name: 'Form fields' });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Add a field' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['(none)', 'Assigned To', 'Notes']);
    fireEvent.click(screen.getByRole('option', { name: 'Notes' }));
    pick(form, 'Add a field', 'Assigned To');
    expect(draft().formDefinition.fields).toEqual(['Notes', 'AssignedTo']);

    fireEvent.click(within(form).getByRole('button', { name: 'Move Assigned To up' }));
    expect(draft().formDefinition.fields).toEqual(['AssignedTo', 'Notes']);
    expect(within(form).getByRole('combobox', { name: 'Add a field' })).toHaveProperty('disabled', true);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove Notes' }));
    expect(draft().formDefinition.fields).toEqual(['AssignedTo']);
  });
});
