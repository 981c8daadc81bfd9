import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ServerStateProvider } from '../../../testing/serverState';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { type ImportTemplateResponse, starterTemplates } from '@listboard/shared';
import { importTemplate } from '../../../api/configEndpoints';
import { StarterTemplates } from './StarterTemplates';

vi.mock('../../../api/configEndpoints', () => ({ importTemplate: vi.fn() }));

const STARTERS = starterTemplates('en-US');

function renderSection() {
  const onImported = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={client}>
        <StarterTemplates onImported={onImported} />
      </ServerStateProvider>
    </FluentProvider>,
  );
  return onImported;
}

afterEach(() => {
  cleanup();
  vi.mocked(importTemplate).mockReset();
});

describe('the starter templates of the boards home', () => {
  it('offers each starter as a button under its own heading, named and described', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Start from a template' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(STARTERS.map((s) => `${s.name}${s.description}`));
    expect(within(section).getAllByRole('listitem')).toHaveLength(STARTERS.length);
  });

  it('asks for the board name, imports the starter under it while saying so, then opens the board', async () => {
    let answer: (response: ImportTemplateResponse) => void = () => undefined;
    vi.mocked(importTemplate).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const onImported = renderSection();
    fireEvent.click(screen.getByRole('button', { name: /^Bug triage/ }));
    const dialog = screen.getByRole('dialog', { name: 'New board: Bug triage' });
    const name = within(dialog).getByRole('textbox', { name: /Board name/ });
    expect((name as HTMLInputElement).value).toBe('Bug triage');
    fireEvent.change(name, { target: { value: '  Web shop bugs ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the board' }));

    await waitFor(() => expect(within(dialog).getByText('Creating the board…')).toBeTruthy());
    expect(within(dialog).getByRole('button', { name: 'Create the board' }).hasAttribute('disabled')).toBe(true);
    const bugTriage = STARTERS.find((s) => s.key === 'bugTriage')!;
    expect(vi.mocked(importTemplate).mock.calls[0][0]).toEqual({ template: bugTriage.template, name: 'Web shop bugs' });
    answer({ id: 'board-7' });
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('board-7'));
    expect(importTemplate).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal inside the dialog and creates nothing without a name', async () => {
    vi.mocked(importTemplate).mockRejectedValue(new Error('You may not create boards on this site.'));
    const onImported = renderSection();
    fireEvent.click(screen.getByRole('button', { name: /^Content calendar/ }));
    const dialog = screen.getByRole('dialog', { name: 'New board: Content calendar' });
    const name = within(dialog).getByRole('textbox', { name: /Board name/ });
    fireEvent.change(name, { target: { value: '   ' } });
    expect(within(dialog).getByRole('button', { name: 'Create the board' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: 'Blog' } });
    fireEvent.submit(name.closest('form')!);
    expect(await within(dialog).findByText('You may not create boards on this site.')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });
});
