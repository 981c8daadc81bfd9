import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import type { ListView } from '@listboard/shared';
import { bodiesOf, fakeApi } from '../../../../testing/fakeApi';
import { pick, renderOverNewBoard, sectionNamed } from '../../testing/overNewBoard';
import { ViewsSection } from './ViewsSection';

const fields = [
  { internalName: 'Status', name: 'Status', type: 'Choice' as const, choices: ['New', 'Done'] },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' as const },
];

const view = (id: string, title: string): ListView => ({ id, title, conditions: [], sort: [], editable: true, etag: `e-${id}` });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TASKS = { url: 'https://host/sites/team', listID: 'tasks', name: 'Tasks' };

describe('views filter section', () => {
  it("offers no new view where the host keeps none (SharePoint's views are made in SharePoint)", async () => {
    fakeApi('/config', { 'GET site/lists/tasks/views': () => ({ body: [{ ...view('v1', 'All Items'), editable: false }] }) });
    renderOverNewBoard(<ViewsSection />, {
      fields,
      config: { source: { lists: [{ ...TASKS, allowManage: true, allowManageViews: false }] } },
    });
    const tasks = await within(sectionNamed('Views filter')).findByRole('group', { name: 'Views of Tasks' });
    expect(await within(tasks).findByRole('checkbox', { name: 'All Items' })).toBeTruthy();
    expect(within(tasks).queryByRole('button', { name: 'New view of Tasks' })).toBeNull();
  });

  it("offers the lists' real views to pick, and removes views the lists no longer have", async () => {
    fakeApi('/config', { 'GET site/lists/tasks/views': () => ({ body: [view('v1', 'Open items'), view('v2', 'Mine')] }) });
    const { draft } = renderOverNewBoard(<ViewsSection />, {
      fields,
      config: { views: [{ listID: 'tasks', id: 'gone', title: 'Old view' }] },
    });
    const section = sectionNamed('Views filter');
    const tasks = await within(section).findByRole('group', { name: 'Views of Tasks' });
    fireEvent.click(await within(tasks).findByRole('checkbox', { name: 'Mine' }));
    expect(draft().views).toEqual([
      { listID: 'tasks', id: 'gone', title: 'Old view' },
      { listID: 'tasks', id: 'v2', title: 'Mine' },
    ]);
    const stale = within(section).getByRole('list', { name: 'Views no longer in the lists' });
    fireEvent.click(within(stale).getByRole('button', { name: 'Remove view Old view' }));
    expect(draft().views).toEqual([{ listID: 'tasks', id: 'v2', title: 'Mine' }]);
    fireEvent.click(within(tasks).getByRole('checkbox', { name: 'Mine' }));
    expect(draft().views).toEqual([]);
  });

  it('lets a list manager make a view with a name, conditions and a sort, and offers it', async () => {
    let views = [view('v1', 'Open items')];
    const calls = fakeApi('/config', {
      'GET site/lists/tasks/views': () => ({ body: views }),
      'POST site/lists/tasks/views': () => {
        views = [...views, view('v9', 'Done ones')];
        return { body: view('v9', 'Done ones') };
      },
    });
    const { draft } = renderOverNewBoard(<ViewsSection />, {
      fields,
      config: { source: { lists: [{ ...TASKS, allowManageViews: true }] } },
    });
    const section = sectionNamed('Views filter');
    fireEvent.click(await within(section).findByRole('button', { name: 'New view of Tasks' }));
    const form = within(section).getByRole('form', { name: 'New view of Tasks' });
    fireEvent.change(within(form).getByRole('textbox', { name: /View name/ }), { target: { value: 'Done ones' } });
    pick(form, /Sort by/, 'Status');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Sort descending' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(draft().views).toEqual([{ listID: 'tasks', id: 'v9', title: 'Done ones' }]));
    expect(bodiesOf(calls, 'POST', 'site/lists/tasks/views')).toEqual([
      { url: 'https://host/sites/team', view: { title: 'Done ones', conditions: [], sort: [{ field: 'Status', ascending: false }] } },
    ]);
    expect(await within(section).findByRole('checkbox', { name: 'Done ones' })).toHaveProperty('checked', true);
  });
});
