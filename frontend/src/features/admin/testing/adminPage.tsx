import { LICENSE_STATUS, type AdminBoardRow, type AdminBoardsPage, type License } from '@listboard/shared';
import { type ApiCall, type ApiRoutes, fakeApi, renderPage } from '../../../testing/fakeApi';
import { aPageInfo } from '../../../testing/pageInfo';
import { AdminPage } from '../AdminPage';

// The admin panel's tests: what the server answers an admin-panel manager, and the page as /admins shows it.

export const ETAG = 'W/"license-1"';

export function adminLicense(overrides: Partial<License> = {}): License {
  return {
    edition: 'Enterprise',
    status: LICENSE_STATUS.Valid,
    expirationDate: null,
    realExpirationDate: null,
    subscriptionRef: null,
    userCount: 10,
    isUnlimited: false,
    remainingSeats: 8,
    isRunning: false,
    autoAssign: false,
    users: [
      { login: 'adele@contoso.test', name: 'Adele Vance', email: 'adele@contoso.test', lastAccess: null },
      { login: 'lee@contoso.test', name: 'Lee Gu', email: 'lee@contoso.test', lastAccess: null },
    ],
    licenseManagers: [{ login: 'adele@contoso.test', isGroup: false, name: 'Adele Vance' }],
    adminPanelManagers: [{ login: 'adele@contoso.test', isGroup: false, name: 'Adele Vance' }],
    unnamedManagers: 'everyone',
    defaultUserPermission: 1,
    avatarSource: 'site',
    dataLocation: 'westeurope',
    etag: ETAG,
    ...overrides,
  };
}

/** Board number `n` (from 1) as the admin panel lists it. */
export function boardRow(n: number, overrides: Partial<AdminBoardRow> = {}): AdminBoardRow {
  return {
    id: `board-${n}`,
    name: `Board ${String(n).padStart(3, '0')}`,
    permission: {
      defaultUserPermission: 1,
      boardOwners: [{ login: 'adele@contoso.test', isGroup: false, name: 'Adele Vance' }],
      everyBodyCanEditSetting: false,
    },
    source: { siteUrl: 'https://contoso.test/sites/demo' },
    isFavorite: false,
    isSitePrivate: false,
    canView: true,
    inTrash: false,
    errorMessage: null,
    etag: `W/"board-${n}-1"`,
    ...overrides,
  };
}

/** Page `page` of `total` boards, 25 a page, as GET admin/boards answers it. */
export function boardsPage(total: number, page = 1): AdminBoardsPage {
  const first = (page - 1) * 25 + 1;
  const count = Math.max(0, Math.min(25, total - first + 1));
  return { boards: Array.from({ length: count }, (_, index) => boardRow(first + index)), total, page, pageSize: 25 };
}

/** The server a manager sees, `routes` ('POST license', ...) answering in its stead; returns the calls made. */
export function fakeServer(routes: ApiRoutes = {}): ApiCall[] {
  return fakeApi('/admins', {
    'GET boards/pageInfo': () => ({ body: aPageInfo() }),
    'GET license': () => ({ body: adminLicense() }),
    'GET admin/tenantAdmins': () => ({ body: [{ login: 'megan@contoso.test', name: 'Megan Bowen', email: 'megan@contoso.test' }] }),
    'GET admin/boards': (call) => ({ body: boardsPage(3, Number(call.query.get('page'))) }),
    ...routes,
  });
}

export const showAdminPage = () => renderPage('/admins', <AdminPage />);
