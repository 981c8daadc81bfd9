import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteListInfo } from '@listboard/shared';
import { AlertsProvider } from '../../../../ui/alerts';
import { HOST_QUERY, bodiesOf, fakeApi } from '../../../../testing/fakeApi';
import { deferred } from '../../../../testing/deferred';
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

  it("shows a list made while the site's lists were still loading, read again after it was made", async () => {
    const firstRead = deferred<{ body: SiteListInfo[] }>();
    let reads = 0;
    const calls = fakeApi('/config', {
      'GET site/lists': () => {
        reads += 1;
        return reads === 1 ? firstRead.promise : { body: [siteList('tasks', 'Tasks'), siteList('launch', 'Launch')] };
      },
      'GET site/webs': () => ({ body: [{ url: SITE, title: 'Team' }] }),
      'GET site/contenttypes': () => ({ body: [] }),
      'POST site/newList': () => ({ body: siteList('launch', 'Launch') }),
    });
    renderInWizard(
      <MemoryRouter initialEntries={[`/config?${HOST_QUERY}`]}>
        <AlertsProvider>
          <SourceListsSection />
        </AlertsProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name of the list' }), { target: { value: 'Launch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the list' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', 'site/newList')).toHaveLength(1));
    // The first read answers as the server read the site before the list was made.
    firstRead.resolve({ body: [siteList('tasks', 'Tasks')] });

    const table = await screen.findByRole('table', { name: /lists/i });
    expect(await within(table).findByRole('checkbox', { name: 'Launch' })).toBeTruthy();
    expect(reads).toBe(2);
  });
});
