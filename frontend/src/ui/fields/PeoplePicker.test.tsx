import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { DirectoryPerson } from '@listboard/shared';
import { type FakeSite, fakeFieldData } from '../testing/fieldData';
import { FieldDataContext } from './FieldDataSource';
import { PeoplePicker, type Person } from './PeoplePicker';

const ada = { id: 3, name: 'Ada Lovelace' };
const alan = { id: 4, name: 'Alan Turing' };
const asUser = (person: Person) => ({ ...person, email: `${person.id}@x`, login: `user${person.id}`, isGroup: false });
const grace: DirectoryPerson = { id: null, name: 'Grace Hopper', email: 'grace@x', login: 'grace@x', isGroup: false };

function renderPicker(people: Person[], multi: boolean, site: FakeSite = { directory: [asUser(alan)] }) {
  const onChange = vi.fn();
  const source = fakeFieldData(site);
  render(
    <FluentProvider theme={webLightTheme}>
      <FieldDataContext.Provider value={source}>
        <PeoplePicker people={people} multi={multi} label="Assigned to" onChange={onChange} />
      </FieldDataContext.Provider>
    </FluentProvider>,
  );
  return { onChange, source };
}

function type(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Assigned to' }), { target: { value: text } });
}

afterEach(cleanup);

describe('PeoplePicker', () => {
  it('adds a found person to a multi picker, searching for the text typed without the people chosen', async () => {
    const { onChange, source } = renderPicker([ada], true);
    type('a l');
    expect(source.usePeopleSearch).toHaveBeenLastCalledWith('a l', [ada], { groups: false });
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Alan Turing' })));
    expect(onChange).toHaveBeenCalledWith([
      { id: 3, name: 'Ada Lovelace' },
      { id: 4, name: 'Alan Turing', login: 'user4' },
    ]);
    expect(source.siteUserId).not.toHaveBeenCalled();
  });

  it('replaces the person of a single picker', async () => {
    const { onChange } = renderPicker([ada], false);
    type('alan');
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Alan Turing' })));
    expect(onChange).toHaveBeenCalledWith([{ id: 4, name: 'Alan Turing', login: 'user4' }]);
  });

  it('adds a person of the directory to the site before choosing them', async () => {
    const { onChange, source } = renderPicker([ada], true, { directory: [grace], users: [{ ...grace, id: 9 }] });
    type('grace');
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Grace Hopper' })));
    expect(source.siteUserId).toHaveBeenCalledWith('grace@x');
    expect(onChange).toHaveBeenCalledWith([ada, { id: 9, name: 'Grace Hopper', login: 'grace@x' }]);
  });

  it('tells why a person could not be added, and chooses nobody', async () => {
    const { onChange } = renderPicker([], true, { directory: [grace] });
    type('grace');
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Grace Hopper' })));
    expect(screen.getByRole('alert').textContent).toContain('There is no one with the sign-in name grace@x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when nobody matches', () => {
    renderPicker([], true, { directory: [] });
    type('zzz');
    expect(screen.getByRole('option', { name: 'No matching people found.' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('tells that the search runs, and that it failed', () => {
    const { source } = renderPicker([], true);
    source.usePeopleSearch.mockReturnValue({ status: 'searching', results: [] });
    type('ada');
    expect(screen.getByRole('option', { name: 'Searching…' }).getAttribute('aria-disabled')).toBe('true');
    source.usePeopleSearch.mockReturnValue({ status: 'failed', results: [] });
    type('adal');
    expect(screen.getByRole('option', { name: 'Something went wrong.' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('removes a chosen person with their remove button', () => {
    const { onChange } = renderPicker([ada, alan], true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(onChange).toHaveBeenCalledWith([alan]);
  });
});
