import { Route, Routes } from 'react-router-dom';
import { BoardPage } from '../features/board/BoardPage';
import { BoardsListPage } from '../features/boards-list/BoardsListPage';
import { ItemDialog } from '../features/item-dialog/ItemDialog';
import { AppShell } from './AppShell';
import { HostNavigate } from './hostNavigation';
import { PlannedPage } from './PlannedPage';

/** Spec 1 section 2: the boards list, a board, a board with one item open in the item dialog; anything else goes to /kanban. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<BoardsListPage />} />
        <Route path="kanban" element={<BoardsListPage />} />
        {/* The item dialog's route is a child so the board stays mounted while an item opens and closes. */}
        <Route path="kanban/:boardId" element={<BoardPage />}>
          <Route path=":listID/:itemID" element={<ItemDialog />} />
        </Route>
        {/* Pages of later releases, linked from the board's actions (spec 3 section 2). */}
        <Route path="charts/:boardId" element={<PlannedPage title="planned_page_charts" />} />
        <Route path="history/:boardId" element={<PlannedPage title="planned_page_history" />} />
        <Route path="licenses" element={<PlannedPage title="planned_page_licenses" />} />
        <Route path="newboard/*" element={<PlannedPage title="planned_page_configuration" />} />
        <Route path="*" element={<HostNavigate to="/kanban" />} />
      </Route>
    </Routes>
  );
}
