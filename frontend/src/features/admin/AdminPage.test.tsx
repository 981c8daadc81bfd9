import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf } from '../../testing/fakeApi';
import { aPageInfo } from '../../testing/pageInfo';
import { ETAG, adminLicense, fakeServer, showAdminPage } from './testing/adminPage';

const ACCESS_DENIED = 'Access denied. You do not have permission to perform this action or access this resource...';

const section = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('who sees the admin panel', () => {
  it('shows the busy text, then every section to an admin-panel manager', async () => {
    fakeServer();
    showAdminPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeTruthy();
    expect(screen.getByText('Loading the admin panel…')).toBeTruthy();
    const headings = async () => (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    await waitFor(async () =>
      expect(await headings()).toEqual([
        'Tenant admins',
        'Licence managers',
        'Users with a licence',
        'Admin panel managers',
        'Default user permissions',
        'Avatars',
        'Data location',
        'Board permissions',
      ]),
    );
    expect(within(await section('Tenant admins')).getByRole('listitem').textContent).toContain('Megan Bowen');
  });

  it('refuses someone who is no admin-panel manager, without asking the server for the panel', async () => {
    const calls = fakeServer({ 'GET boards/pageInfo': () => ({ body: aPageInfo({ isAdminPanelManager: false }) }) });
    showAdminPage();
    expect(await screen.findByText(ACCESS_DENIED)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(calls.filter((call) => call.path !== 'boards/pageInfo')).toEqual([]);
  });

  it('refuses when the server does (403 access_denied)', async () => {
    fakeServer({ 'GET admin/tenantAdmins': () => ({ status: 403, body: { code: 'access_denied', message: 'Access denied' } }) });
    showAdminPage();
    expect(await screen.findByText(ACCESS_DENIED)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows a failure to load the panel and nothing else', async () => {
    fakeServer({ 'GET license': () => ({ status: 500, body: { code: 'internal_error', message: 'The licence store did not answer.' } }) });
    showAdminPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('the licence settings', () => {
  it('saves only the setting changed, over the licence etag', async () => {
    const calls = fakeServer({ 'POST license': (call) => ({ body: adminLicense({ ...(call.body as object), etag: 'W/"license-2"' }) }) });
    showAdminPage();
    const avatars = await section('Avatars');
    const save = within(avatars).getByRole('button', { name: 'Save Avatars' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(avatars).getByRole('radio', { name: 'Office 365 avatars' }));
    fireEvent.click(save);
    expect(await screen.findByText('The avatar source is saved.')).toBeTruthy();

    const permission = await section('Default user permissions');
    fireEvent.click(within(permission).getByRole('combobox', { name: 'Permission on new boards' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Edit' }));
    fireEvent.click(within(permission).getByRole('button', { name: 'Save Default user permissions' }));
    expect(await screen.findByText('The default user permission is saved.')).toBeTruthy();

    expect(bodiesOf(calls, 'POST', 'license')).toEqual([
      { etag: ETAG, avatarSource: 'office365' },
      { etag: 'W/"license-2"', defaultUserPermission: 2 },
    ]);
    await waitFor(() => expect(within(avatars).getByRole('button', { name: 'Save Avatars' }).hasAttribute('disabled')).toBe(true));
  });

  it('says so when someone else changed the licence meanwhile (412), and reads it again past the cache', async () => {
    const calls = fakeServer({ 'POST license': () => ({ status: 412, body: { code: 'stale_license', message: 'The licence changed.' } }) });
    showAdminPage();
    const avatars = await section('Avatars');
    fireEvent.click(within(avatars).getByRole('radio', { name: 'Office 365 avatars' }));
    fireEvent.click(within(avatars).getByRole('button', { name: 'Save Avatars' }));
    expect(
      await screen.findByText('Someone else changed these settings meanwhile. They have been reloaded: please make your change again.'),
    ).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === 'license' && call.query.get('refresh') === 'true')).toBe(true));
    // The section shows the licence as stored again.
    await waitFor(() => expect((within(avatars).getByRole('radio', { name: 'Site avatars' }) as HTMLInputElement).checked).toBe(true));
  });
});

describe('seats', () => {
  it('takes a seat back only after the confirmation, by login', async () => {
    const calls = fakeServer({ 'POST license': () => ({ body: adminLicense({ users: adminLicense().users.slice(1) }) }) });
    showAdminPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the seat of Adele Vance' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove a seat' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Adele Vance no longer has a seat.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST', 'license')).toEqual([{ removeUsers: ['adele@contoso.test'] }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the seat of Adele Vance' })).toBeNull());
  });

  it('gives seats to people picked from the directory', async () => {
    const alex = { id: 12, name: 'Alex Wilber', email: 'alex@contoso.test', login: 'alex@contoso.test' };
    const calls = fakeServer({ 'GET site/users/search': () => ({ body: [alex] }), 'POST license': () => ({ body: adminLicense() }) });
    showAdminPage();
    const seats = await section('Users with a licence');
    expect(within(seats).getByText('Seats left: 8 of 10.')).toBeTruthy();
    fireEvent.change(within(seats).getByRole('combobox', { name: 'Give a seat to' }), { target: { value: 'alex' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Alex Wilber' }));
    const give = within(seats).getByRole('button', { name: 'Give seats' });
    await waitFor(() => expect(give.hasAttribute('disabled')).toBe(false));
    fireEvent.click(give);
    expect(await screen.findByText('Seats given: 1.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST', 'license')).toEqual([{ addUsers: ['alex@contoso.test'] }]);
  });
});
