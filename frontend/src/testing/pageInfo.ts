import { LICENSE_STATUS, type PageInfo } from '@listboard/shared';

/** The page info as the server sends it to Adele, a licensed licence and admin-panel manager; `overrides` change it. */
export function aPageInfo(overrides: Partial<PageInfo> = {}): PageInfo {
  return {
    locale: 'en-US',
    filters: [],
    isFirstLoad: false,
    currentUser: { id: 7, name: 'Adele Vance', email: 'adele@contoso.test', login: 'adele@contoso.test' },
    defaultUserPermission: 1,
    license: {
      hasLicense: true,
      licenseStatus: LICENSE_STATUS.Valid,
      remainingDays: null,
      hasSeat: true,
      edition: 'Enterprise',
      isRunning: false,
    },
    liveDemo: false,
    isLicenseManager: true,
    isAdminPanelManager: true,
    avatarSource: 'site',
    boardsView: { viewType: 0 },
    ...overrides,
  };
}
