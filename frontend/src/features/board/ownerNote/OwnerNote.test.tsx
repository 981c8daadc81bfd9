import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { ServerStateProvider } from '../../../testing/serverState';
import { saveBoardConfig } from '../../../api/configEndpoints';
import { dismissOwnerNote } from '../../../api/ownerNoteEndpoints';
import { queryKeys } from '../../../api/queryKeys';
import { AlertsProvider } from '../../../ui/alerts';
import { boardOf } from '../testing/canvas';
import { OwnerNote } from './OwnerNote';

vi.mock('../../../api/configEndpoints', () => ({ saveBoardConfig: vi.fn() }));
vi.mock('../../../api/ownerNoteEndpoints', () => ({ dismissOwnerNote: vi.fn() }));

function renderNote() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.me, { id: 7, name: 'Ada', email: 'ada@example.com', login: 'ada' });
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={queryClient}>
        <AlertsProvider>
          <OwnerNote board={boardOf({ showOwnerNote: true })} boardId="b1" />
        </AlertsProvider>
      </ServerStateProvider>
    </FluentProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(saveBoardConfig).mockReset();
  vi.mocked(dismissOwnerNote).mockReset();
});

describe("the owner's first look at a new board", () => {
  it('says who can view, who can change cards and who gets mail, with the changes beside it', async () => {
    vi.mocked(saveBoardConfig).mockResolvedValue({ id: 'b1', cardSize: 'L', configEtag: 'W/"2"' });
    renderNote();
    const note = screen.getByRole('region', { name: 'Who this board reaches' });
    expect(
      within(note).getByText('Everyone on the site can view this board, only its owners can change cards, and nobody gets mail about it.'),
    ).toBeTruthy();
    fireEvent.click(within(note).getByRole('button', { name: 'Let the team edit' }));
    await waitFor(() => expect(saveBoardConfig).toHaveBeenCalledTimes(1));
    const [config, login, etag] = vi.mocked(saveBoardConfig).mock.calls[0];
    expect([config.permission.defaultUserPermission, login, etag, 'fields' in config]).toEqual([2, 'ada', 'W/"1"', false]);
    const mail = within(note).getByRole('button', { name: 'Turn on mail' });
    await waitFor(() => expect((mail as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(mail);
    await waitFor(() => expect(saveBoardConfig).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveBoardConfig).mock.calls[1][0].notificationsDefinition.assignNotify).toBe(true);
  });

  it('goes away on dismiss, which the server remembers', () => {
    vi.mocked(dismissOwnerNote).mockResolvedValue();
    renderNote();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this note' }));
    expect(screen.queryByRole('region', { name: 'Who this board reaches' })).toBeNull();
    expect(dismissOwnerNote).toHaveBeenCalledWith('b1');
  });
});
