import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteListInfo } from '@listboard/shared';
import { AlertsProvider } from '../../../../ui/alerts';
import { HOST_QUERY, bodiesOf, fakeApi } from '../../../../testing/fakeApi';
import { renderInWizard } from '../../testing/inWizard';
import { SourceListsSection } from './SourceListsSection';

const SITE = 'https://host/sites/team';

function siteList(listID: string, name: string): SiteListInfo {
  return {
    listID,
    name,
    description: '',
    url: SITE,
    isLibrary: false,
    versioned: true,
    contentTypesIDs: [],
    allowManage: true,
    allowManageViews: true,
    allowView: true,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('source lists section', () => {
  it('asks before changing the lists of a board (confirm_source_changes), and keeps them when the person cancels', async () => {
    const calls = fakeApi('/config', {
      'GET site/lists': () => ({ body: [siteList('tasks', 'Tasks'), siteList('bugs', 'Bugs')] }),
      'GET site/webs': () => ({ body: [{ url: SITE, title: 'Team' }] }),
      'GET site/contenttypes': () => ({ body: [] }),
    });
    const { state } = renderInWizard(
      <MemoryRouter initialEntries={[`/config?${HOST_QUERY}`]}>
        <AlertsProvider>
          <SourceListsSection />
        </AlertsProvider>
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: /lists/i });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Bugs' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Change the lists?' });
    expect(
      within(dialog).getByText(
        'The lists of the board changed. The board will be set up again with the defaults for the new lists, and some settings may be lost. Go on?',
      ),
    ).toBeTruthy();
    // Under jsdom, Fluent's focus manager marks this dialog aria-hidden a moment after it opens, so its button and
    // the dialog itself are looked for among hidden elements too.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the lists', hidden: true }));

    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(state().draft.source.lists.map((list) => list.listID)).toEqual(['tasks']);
    expect(state().draft.columnFieldName).toBe('Status');
    expect(within(table).getByRole('checkbox', { name: 'Bugs' })).toHaveProperty('checked', false);
    expect(within(table).getByRole('checkbox', { name: 'Tasks' })).toHaveProperty('checked', true);
    expect(bodiesOf(calls, 'GET', 'boards/fields')).toEqual([]);
  });
});
