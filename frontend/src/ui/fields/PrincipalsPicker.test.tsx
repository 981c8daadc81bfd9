import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { DirectoryPerson, Principal } from '@listboard/shared';
import { fakeFieldData } from '../testing/fieldData';
import { FieldDataContext } from './FieldDataSource';
import { PrincipalsPicker } from './PrincipalsPicker';

const marketing: DirectoryPerson = { id: null, name: 'Marketing team', email: '', login: 'Marketing team', isGroup: true };
const megan: DirectoryPerson = { id: 3, name: 'Megan Bowen', email: 'megan@x', login: 'megan@x', isGroup: false };

function renderPicker(principals: Principal[], groups: boolean) {
  const onChange = vi.fn();
  const source = fakeFieldData({ directory: [megan, marketing] });
  render(
    <FluentProvider theme={webLightTheme}>
      <FieldDataContext.Provider value={source}>
        <PrincipalsPicker label="Board access" principals={principals} groups={groups} onChange={onChange} />
      </FieldDataContext.Provider>
    </FluentProvider>,
  );
  fireEvent.change(screen.getByRole('combobox', { name: 'Board access' }), { target: { value: 'mar' } });
  return { onChange, source };
}

afterEach(cleanup);

describe('PrincipalsPicker', () => {
  it('searches for groups too when it takes them, and keeps a chosen group by its name', async () => {
    const { onChange, source } = renderPicker([], true);
    expect(source.usePeopleSearch).toHaveBeenLastCalledWith('mar', [], { groups: true });
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Group Marketing team' })));
    expect(onChange).toHaveBeenCalledWith([{ login: 'Marketing team', isGroup: true, name: 'Marketing team' }]);
    expect(source.siteUserId).not.toHaveBeenCalled();
  });

  it('shows a chosen group with the group icon, and a chosen person with their avatar', () => {
    renderPicker(
      [
        { login: 'Marketing team', isGroup: true, name: 'Marketing team' },
        { login: 'megan@x', isGroup: false, name: 'Megan Bowen' },
      ],
      true,
    );
    const [group, person] = screen.getAllByRole('listitem');
    expect(within(group).getByRole('img', { name: 'Group' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Remove Marketing team' })).toBeTruthy();
    expect(within(person).queryByRole('img', { name: 'Group' })).toBeNull();
  });

  it('searches people only when it does not take groups', () => {
    const { source } = renderPicker([], false);
    expect(source.usePeopleSearch).toHaveBeenLastCalledWith('mar', [], { groups: false });
  });
});
