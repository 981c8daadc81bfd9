import { Outlet, Route, createBrowserRouter, createRoutesFromElements } from 'react-router-dom';
import { BoardPage } from '../features/board/BoardPage';
import { AlertsProvider } from '../ui/alerts';
import { AppShell } from './AppShell';
import { HostNavigate } from '../host/hostNavigation';
import { RouteError } from './RouteError';
import { StartUp } from './StartUp';

// Every page but the board loads when first opened: a board's first render does not wait for their code (issue 20).
const homeRoute = () => import('../features/boards-list/BoardsListPage').then((module) => ({ Component: module.BoardsListPage }));
const wizardRoute = () => import('../features/config-wizard/ConfigWizardPage').then((module) => ({ Component: module.ConfigWizardPage }));
const appPartOverviewRoute = () => import('../features/app-part/AppPartOverviewPage').then((module) => ({ Component: module.AppPartOverviewPage }));
const teamsTabConfigRoute = () => import('../features/teams-tab/TeamsTabConfigPage').then((module) => ({ Component: module.TeamsTabConfigPage }));
const teamsSignedInRoute = () => import('../features/auth/teams/TeamsSignedInPage').then((module) => ({ Component: module.TeamsSignedInPage }));
const unsubscribeRoute = () => import('../features/unsubscribe/UnsubscribeDialog').then((module) => ({ Component: module.UnsubscribeDialog }));
const quickCreateRoute = () => import('../features/boards-list/QuickCreatePage').then((module) => ({ Component: module.QuickCreatePage }));
const trashBinRoute = () => import('../features/trash-bin/TrashBinPage').then((module) => ({ Component: module.TrashBinPage }));
const licensesRoute = () => import('../features/licenses/LicensesPage').then((module) => ({ Component: module.LicensesPage }));
// The charts carry ECharts: only this route loads it (the board route must not grow).
const chartsRoute = () => import('../features/charts/ChartsPage').then((module) => ({ Component: module.ChartsPage }));
const historyRoute = () => import('../features/history/HistoryPage').then((module) => ({ Component: module.HistoryPage }));
const adminRoute = () => import('../features/admin/AdminPage').then((module) => ({ Component: module.AdminPage }));
const itemDialogRoute = () => import('./ItemRoute').then((module) => ({ Component: module.ItemRoute }));

/** What every page sits in: alerts, then sign-in (StartUp), inside the router so both may navigate. */
function RootLayout() {
  return (
    <AlertsProvider>
      <StartUp>
        <Outlet />
      </StartUp>
    </AlertsProvider>
  );
}

/**
 * Spec 1 section 2: the boards list, a board, a board with one item open in the item dialog; spec 2
 * section 2: the configuration wizard; anything else goes to /kanban. A data router, because the
 * wizard confirms unsaved changes before any navigation (useBlocker).
 */
export function createAppRouter() {
  return createBrowserRouter(
    createRoutesFromElements(
      <Route element={<RootLayout />} errorElement={<RouteError />}>
        {/* Pages Teams shows in its own frames (the tab's configuration dialog, the sign-in popup): no navigation bar. */}
        <Route path="teams/config" lazy={teamsTabConfigRoute} errorElement={<RouteError />} />
        <Route path="teams/signed-in" lazy={teamsSignedInRoute} errorElement={<RouteError />} />
        {/* A page that fails to render shows its error inside the shell, so the navigation stays. */}
        <Route element={<AppShell />}>
          <Route errorElement={<RouteError />}>
            <Route index lazy={homeRoute} />
            <Route path="kanban" lazy={homeRoute} />
            {/* The item dialog's route is a child so the board stays mounted while an item opens and closes. */}
            <Route path="kanban/:boardId" element={<BoardPage />}>
              <Route path=":listID/:itemID" lazy={itemDialogRoute} />
            </Route>
            {/* Spec 1 section 2: a mailed unsubscribe link opens the board and asks over it. */}
            <Route path="unsubscribe/:boardId" element={<BoardPage />}>
              <Route path=":listID/:itemID" lazy={unsubscribeRoute} />
            </Route>
            <Route path="edit/:boardId?" lazy={appPartOverviewRoute} />
            <Route path="trashbin" lazy={trashBinRoute} />
            <Route path="newboard" lazy={wizardRoute} />
            {/* A static segment ranks above the wizard's :boardId, and board ids are generated, never 'quick'. */}
            <Route path="newboard/quick" lazy={quickCreateRoute} />
            <Route path="newboard/:boardId/:step?" lazy={wizardRoute} />
            <Route path="charts/:boardId" lazy={chartsRoute} />
            <Route path="history/:boardId" lazy={historyRoute} />
            <Route path="licenses" lazy={licensesRoute} />
            <Route path="admins" lazy={adminRoute} />
            <Route path="*" element={<HostNavigate to="/kanban" />} />
          </Route>
        </Route>
      </Route>,
    ),
  );
}
