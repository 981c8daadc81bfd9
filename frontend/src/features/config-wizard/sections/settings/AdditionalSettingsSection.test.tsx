import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import type { FieldInput } from '@listboard/shared';
import { renderOverNewBoard, sectionNamed } from '../../testing/overNewBoard';
import { AdditionalSettingsSection } from './AdditionalSettingsSection';

const fields: FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['New', 'Done'] },
];
const list = { url: 'https://contoso.sharepoint.com/sites/team', listID: 'tasks', name: 'Tasks' };

afterEach(cleanup);

describe('additional settings section', () => {
  it('offers showing the items in folders over lists that can hold folders, on by default', () => {
    const { draft } = renderOverNewBoard(<AdditionalSettingsSection />, {
      fields,
      config: { source: { lists: [{ ...list, hasFolders: true }] } },
    });
    const folders = within(sectionNamed('Additional settings')).getByRole('switch', { name: 'Show the items in the lists’ folders' });
    expect(folders).toHaveProperty('checked', true);
    fireEvent.click(folders);
    expect(draft().includeFolder).toBe(false);
  });

  it('does not offer it over lists without folders, the built-in store’s', () => {
    renderOverNewBoard(<AdditionalSettingsSection />, { fields, config: { source: { lists: [{ ...list, hasFolders: false }] } } });
    expect(within(sectionNamed('Additional settings')).queryByRole('switch', { name: /folders/ })).toBeNull();
  });
});
