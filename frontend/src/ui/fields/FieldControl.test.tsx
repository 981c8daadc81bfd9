import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldSchema, type FieldInput } from '@listboard/shared';
import { type FakeSite, fakeFieldData } from '../testing/fieldData';
import { FieldControl } from './FieldControl';
import { FieldDataContext } from './FieldDataSource';
import type { FieldEnvironment } from './fieldEnvironment';

const environment: FieldEnvironment = {
  siteURL: 'https://host/sites/demo',
  listID: 'list1',
  people: new Map([[3, { name: 'Ada Lovelace' }]]),
  clock: '24h',
};

/** A field control holding its value like the dialog does; `changes` records what it emitted. */
function renderField(
  input: Partial<FieldInput> & Pick<FieldInput, 'type'>,
  initial = '',
  props: { disabled?: boolean; validationMessage?: string; dueDateField?: string } = {},
  site: FakeSite = {},
) {
  const source = fakeFieldData(site);
  const field = fieldSchema.parse({ internalName: 'F', name: 'Field', ...input });
  const changes: string[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <FieldControl
        field={field}
        value={value}
        disabled={props.disabled ?? false}
        validationMessage={props.validationMessage}
        environment={{ ...environment, dueDateField: props.dueDateField }}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <FieldDataContext.Provider value={source}>
        <Host />
      </FieldDataContext.Provider>
    </FluentProvider>,
  );
  return { changes, source };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The date box once its picker has loaded (a disabled box showing the same day stands in until then). */
const findDateBox = (label: string) => screen.findByLabelText(label, { selector: 'input:not([disabled])' });

const letters = 'ABCDEFGHIJKL'.split('').map((l) => `Option ${l}`);

describe('FieldControl', () => {
  it('names the control by the field, marks it required and shows the validation message', () => {
    renderField({ type: 'Text', isRequired: true }, 'x', { validationMessage: 'This is a required field.' });
    const box = screen.getByRole('textbox', { name: 'Field' });
    expect(box.hasAttribute('required')).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is a required field.')).toBeTruthy();
  });

  it('disables a read-only field', () => {
    renderField({ type: 'Text' }, 'x', { disabled: true });
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveProperty('disabled', true);
  });

  it('offers "(none)" in an optional choice, which clears the value', () => {
    const { changes } = renderField({ type: 'Choice', choices: ['High', 'Low'] }, 'High');
    fireEvent.click(screen.getByRole('combobox', { name: 'Field' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['(none)', 'High', 'Low']);
    fireEvent.click(screen.getByRole('option', { name: '(none)' }));
    expect(changes).toEqual(['']);
  });

  it('has no "(none)" in a required choice', () => {
    renderField({ type: 'Choice', choices: ['High', 'Low'], isRequired: true }, 'High');
    fireEvent.click(screen.getByRole('combobox', { name: 'Field' }));
    expect(screen.queryByRole('option', { name: '(none)' })).toBeNull();
  });

  it('filters a list of more than 10 choices by the typed text', () => {
    const { changes } = renderField({ type: 'Choice', choices: letters, isRequired: true });
    const box = screen.getByRole('combobox', { name: 'Field' });
    expect(box.tagName).toBe('INPUT');
    fireEvent.change(box, { target: { value: 'k' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Option K']);
    fireEvent.click(screen.getByRole('option', { name: 'Option K' }));
    expect(changes).toEqual(['Option K']);
  });

  it('keeps the choice while a filter is typed, and changes it only when an option is picked', () => {
    const { changes } = renderField({ type: 'Choice', choices: letters, isRequired: true }, 'Option B');
    const box = screen.getByRole('combobox', { name: 'Field' });
    fireEvent.change(box, { target: { value: 'k' } });
    expect(changes).toEqual([]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Option K']);
  });

  it('selects the shown choice when the filter box takes the focus, so that typing starts a filter', () => {
    renderField({ type: 'Choice', choices: letters, isRequired: true }, 'Option B');
    const box = screen.getByRole('combobox', { name: 'Field' }) as HTMLInputElement;
    box.focus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 'Option B'.length]);
  });

  it('keeps a plain dropdown for a fill-in choice list and accepts a typed value', () => {
    const { changes } = renderField({ type: 'Choice', choices: letters, isAllowFillIn: true });
    fireEvent.change(screen.getByRole('combobox', { name: 'Field' }), { target: { value: 'Something else' } });
    expect(changes).toEqual(['Something else']);
  });

  it('joins several choices with ;#', () => {
    const { changes } = renderField({ type: 'MultiChoice', choices: ['Bug', 'UI', 'Docs'] }, 'Bug');
    fireEvent.click(screen.getByRole('combobox', { name: 'Field' }));
    // Fluent's options of a multiselect list are checkable menu items.
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Docs' }));
    expect(changes).toEqual(['Bug;#Docs']);
  });

  it('shows a percentage as 0-100 and keeps it as a fraction', () => {
    const { changes } = renderField({ type: 'Number', isPercentage: true }, '0.35');
    const box = screen.getByRole('textbox', { name: 'Field' });
    expect(box).toHaveProperty('value', '35');
    fireEvent.change(box, { target: { value: '40.' } });
    expect(box).toHaveProperty('value', '40.');
    expect(changes).toEqual(['0.4']);
  });

  it('switches a yes/no field', () => {
    const { changes } = renderField({ type: 'Boolean' }, 'false');
    fireEvent.click(screen.getByRole('switch', { name: 'Field' }));
    expect(changes).toEqual(['true']);
  });

  it('writes a link as description;#|address', () => {
    const { changes } = renderField({ type: 'URL' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Field' }), { target: { value: 'https://example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Field description' }), { target: { value: 'Example' } });
    expect(changes).toEqual(['https://example.com;#|https://example.com', 'Example;#|https://example.com']);
  });

  it('keeps a date-only value as the day, written and typed in the page locale (en-US here)', async () => {
    const { changes } = renderField({ type: 'DateTime', dateOnly: true }, '2026-12-05T00:00:00Z');
    expect(screen.getByLabelText('Field', { selector: 'input' })).toHaveProperty('value', '12/05/2026');
    expect(await findDateBox('Field')).toHaveProperty('value', '12/05/2026');
    // The picker came in lazily, outside React's act: on a busy machine the box typed into may still be replaced by the
    // picker's own, so the day is typed into the box shown until it takes.
    await waitFor(async () => {
      const date = await findDateBox('Field');
      fireEvent.change(date, { target: { value: '12/24/2026' } });
      fireEvent.blur(date);
      expect(changes.at(-1)).toBe('2026-12-24');
    });
    expect(new Set(changes)).toEqual(new Set(['2026-12-24']));
    expect(screen.queryByRole('combobox', { name: 'Field time' })).toBeNull();
  });

  it('offers 48 half-hour slots for a date and time, in 24-hour format', async () => {
    const { changes } = renderField({ type: 'DateTime', dateOnly: false }, '');
    const date = await findDateBox('Field');
    fireEvent.change(date, { target: { value: '12/24/2026' } });
    fireEvent.blur(date);
    await waitFor(() => expect(changes).toHaveLength(1));
    const time = screen.getByRole('combobox', { name: 'Field time' });
    fireEvent.click(within(time.parentElement as HTMLElement).getByRole('button', { hidden: true }));
    expect(screen.getAllByRole('option')).toHaveLength(48);
    fireEvent.click(screen.getByRole('option', { name: '14:30' }));
    expect(changes.at(-1)).toBe(new Date(2026, 11, 24, 14, 30).toISOString().replace('.000Z', 'Z'));
  });

  it('sets today on a date field in one click', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 21, 40));
    const { changes } = renderField({ type: 'DateTime', dateOnly: true }, '');
    await findDateBox('Field');
    fireEvent.click(screen.getByRole('button', { name: 'Set Field to today' }));
    expect(screen.getByRole('button', { name: 'Set Field to today' }).textContent).toBe('Today');
    expect(changes).toEqual(['2026-11-29']);
  });

  it('sets now, to the minute, on a date-and-time field', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 21, 40, 17));
    const { changes } = renderField({ type: 'DateTime', dateOnly: false }, '2026-01-02T08:00:00Z');
    await findDateBox('Field');
    fireEvent.click(screen.getByRole('button', { name: 'Set Field to now' }));
    expect(changes).toEqual([new Date(2026, 10, 29, 21, 40).toISOString().replace('.000Z', 'Z')]);
    expect(screen.getByRole('combobox', { name: 'Field time' })).toHaveProperty('value', '21:40');
  });

  it('offers no shortcut on a read-only date', async () => {
    renderField({ type: 'DateTime', dateOnly: true }, '', { disabled: true });
    expect(screen.getByRole('button', { name: 'Set Field to today' })).toHaveProperty('disabled', true);
  });

  it("says there is no due date in the board's empty due date box, and prompts for a date elsewhere", async () => {
    renderField({ type: 'DateTime', dateOnly: true }, '', { dueDateField: 'F' });
    expect(await findDateBox('Field')).toHaveProperty('placeholder', 'No due date');
    cleanup();
    renderField({ type: 'DateTime', dateOnly: true }, '');
    expect(await findDateBox('Field')).toHaveProperty('placeholder', 'Select a date…');
  });

  it("offers the lookup list's items and keeps their ids", async () => {
    const lookups = [
      { id: 4, name: 'Website' },
      { id: 7, name: 'Billing' },
    ];
    const { changes, source } = renderField({ type: 'Lookup', isMulti: true, lookupList: 'projects' }, '4', {}, { lookups });
    const box = screen.getByRole('combobox', { name: 'Field' });
    await waitFor(() => expect(box.textContent).toContain('Website'));
    expect(source.useLookups).toHaveBeenCalledWith('https://host/sites/demo', 'list1', 'F');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Billing' }));
    expect(changes).toEqual(['4,7']);
  });

  it('names people the page does not know yet by asking the site', async () => {
    const { source } = renderField({ type: 'User' }, '3,9', {}, { users: [{ id: 9, name: 'Grace Hopper', email: '', login: 'grace' }] });
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(source.useSiteUsers).toHaveBeenLastCalledWith([9]);
  });

  it('shows the chosen people with remove buttons', () => {
    const { changes } = renderField({ type: 'User', isMulti: true }, '3');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(changes).toEqual(['']);
    expect(screen.getByRole('combobox', { name: 'Field' })).toBeTruthy();
  });

  it('searches groups too where the field allows them, and marks a group it holds as a group', async () => {
    const group = { id: 1_000_000_001, name: 'Marketing team', email: '', login: 'Marketing team', isGroup: true };
    const { source } = renderField({ type: 'User', isMulti: true, mode: 1 }, '3,1000000001', {}, { users: [group] });
    expect(await screen.findByRole('img', { name: 'Group' })).toBeTruthy();
    expect(screen.getByText('Marketing team')).toBeTruthy();
    expect(source.usePeopleSearch).toHaveBeenLastCalledWith('', expect.anything(), { groups: true });
    cleanup();
    const peopleOnly = renderField({ type: 'User', isMulti: true }, '3');
    expect(peopleOnly.source.usePeopleSearch).toHaveBeenLastCalledWith('', expect.anything(), { groups: false });
  });
});
