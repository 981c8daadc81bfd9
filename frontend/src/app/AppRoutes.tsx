import { useState } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { BoardPage } from '../features/board/BoardPage';
import { AlertsProvider } from '../ui/alerts';
import { AppShell } from './AppShell';
import { recordFirstPath } from '../host/firstPath';
import { HostNavigate } from '../host/hostNavigation';
import { BoardQueryItem, EntryPage } from './OpeningRedirects';
import { RouteErrorBoundary } from './RouteError';
import { StartUp } from './StartUp';
import { SHELL_PAGES, itemDialog, teamsSignedIn, teamsTabConfig, unsubscribe } from './shellPages';

/** What every page sits in: alerts, then sign-in (StartUp), inside the router so both may navigate. */
function RootLayout() {
  const location = useLocation();
  useState(() => recordFirstPath(location));
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
 * section 2: the configuration wizard; anything else goes to /kanban. A page that throws shows
 * RouteError in its place.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          {/* Pages Teams shows in its own frames (the tab's configuration dialog, the sign-in popup): no navigation bar. */}
          <Route path="teams/config" element={<RouteErrorBoundary children={<teamsTabConfig.Page />} />} />
          <Route path="teams/signed-in" element={<RouteErrorBoundary children={<teamsSignedIn.Page />} />} />
          {/* A page that fails to render shows its error inside the shell, so the navigation stays. */}
          <Route element={<AppShell />}>
            <Route element={<RouteErrorBoundary children={<Outlet />} />}>
              {/* The page parameters boardID, itemId, listId and editmode open their target from the entry. */}
              <Route index element={<EntryPage />} />
              <Route path="kanban" element={<EntryPage />} />
              {/* The item dialog's route is a child so the board stays mounted while an item opens and closes. */}
              <Route path="kanban/:boardId" element={<BoardPage />}>
                <Route index element={<BoardQueryItem />} />
                <Route path=":listID/:itemID" element={<itemDialog.Page />} />
              </Route>
              {/* Spec 1 section 2: a mailed unsubscribe link opens the board and asks over it. */}
              <Route path="unsubscribe/:boardId" element={<BoardPage />}>
                <Route path=":listID/:itemID" element={<unsubscribe.Page />} />
              </Route>
              {SHELL_PAGES.filter(([path]) => path !== '/' && path !== 'kanban').map(([path, page]) => (
                <Route key={path} path={path} element={<page.Page />} />
              ))}
              <Route path="*" element={<HostNavigate to="/kanban" />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
