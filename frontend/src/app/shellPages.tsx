import { type LazyPage, lazyPage, preloadPageAt } from './lazyPages';

// Every page but the board loads when first opened: a board's first render does not wait for their code.
export const home = lazyPage(
  () => import('../features/boards-list/BoardsListPage'),
  (module) => module.BoardsListPage,
);
const wizard = lazyPage(
  () => import('../features/config-wizard/ConfigWizardPage'),
  (module) => module.ConfigWizardPage,
);
const appPartOverview = lazyPage(
  () => import('../features/app-part/AppPartOverviewPage'),
  (module) => module.AppPartOverviewPage,
);
export const teamsTabConfig = lazyPage(
  () => import('../features/teams-tab/TeamsTabConfigPage'),
  (module) => module.TeamsTabConfigPage,
);
export const teamsSignedIn = lazyPage(
  () => import('../features/auth/teams/TeamsSignedInPage'),
  (module) => module.TeamsSignedInPage,
);
export const unsubscribe = lazyPage(
  () => import('../features/unsubscribe/UnsubscribeDialog'),
  (module) => module.UnsubscribeDialog,
);
const quickCreate = lazyPage(
  () => import('../features/boards-list/QuickCreatePage'),
  (module) => module.QuickCreatePage,
);
const trashBin = lazyPage(
  () => import('../features/trash-bin/TrashBinPage'),
  (module) => module.TrashBinPage,
);
const licenses = lazyPage(
  () => import('../features/licenses/LicensesPage'),
  (module) => module.LicensesPage,
);
// The charts carry ECharts: only this page loads it (the board must not grow).
const charts = lazyPage(
  () => import('../features/charts/ChartsPage'),
  (module) => module.ChartsPage,
);
const history = lazyPage(
  () => import('../features/history/HistoryPage'),
  (module) => module.HistoryPage,
);
const admin = lazyPage(
  () => import('../features/admin/AdminPage'),
  (module) => module.AdminPage,
);
export const itemDialog = lazyPage(
  () => import('./ItemRoute'),
  (module) => module.ItemRoute,
);

/** The pages of the shell by their paths; a static segment ranks above the wizard's :boardId, and board ids are generated, never 'quick'. */
export const SHELL_PAGES = [
  ['/', home],
  ['kanban', home],
  ['edit/:boardId?', appPartOverview],
  ['trashbin', trashBin],
  ['newboard', wizard],
  ['newboard/quick', quickCreate],
  ['newboard/:boardId/:step?', wizard],
  ['charts/:boardId', charts],
  ['history/:boardId', history],
  ['licenses', licenses],
  ['admins', admin],
] as const satisfies readonly (readonly [string, LazyPage])[];

/**
 * Starts loading the code of the page the address opens: at start for someone signed in, else as soon as the
 * sign-in page shows, so the page is there when the person has picked (the sign-in never waits for it).
 */
export function preloadStartPage(pathname: string): void {
  preloadPageAt(pathname, SHELL_PAGES);
}
