import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { ServerStateProvider } from '../../../testing/serverState';
import { queryKeys } from '../../../api/queryKeys';
import { AlertsProvider } from '../../../ui/alerts';
import { boardOf } from '../testing/canvas';
import { BoardActionsMenu } from './BoardActionsMenu';

function openMenu(
  rights: { canEditSettings: boolean; userPermission: number },
  roles: { isLicenseManager: boolean; isAdminPanelManager: boolean },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.pageInfo, roles);
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={queryClient}>
        <AlertsProvider>
          <BoardActionsMenu board={boardOf(rights)} boardId="b1" onNavigate={vi.fn()} onSavePdf={vi.fn()} savingPdf={false} />
        </AlertsProvider>
      </ServerStateProvider>
    </FluentProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Board actions' }));
  return screen.getByRole('menu');
}

afterEach(cleanup);

describe('board actions', () => {
  it('offers a viewer only what they may do: no configuration, no licences', () => {
    openMenu({ canEditSettings: false, userPermission: 1 }, { isLicenseManager: false, isAdminPanelManager: false });
    expect(screen.getByRole('menuitem', { name: 'History' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Board configuration' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Licences' })).toBeNull();
  });

  it('offers the configuration to whoever may change the settings, and the licences to their managers', () => {
    openMenu({ canEditSettings: true, userPermission: 2 }, { isLicenseManager: true, isAdminPanelManager: false });
    expect(screen.getByRole('menuitem', { name: 'Board configuration' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Licences' })).toBeTruthy();
  });
});
