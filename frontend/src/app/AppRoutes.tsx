import { Route, Routes } from 'react-router-dom';
import { BoardPage } from '../features/board/BoardPage';
import { CardDetailsDialog } from '../features/board/CardDetailsDialog';
import { BoardsListPage } from '../features/boards-list/BoardsListPage';
import { AppShell } from './AppShell';
import { HostNavigate } from './hostNavigation';

/** Spec 1 section 2: the boards list, a board, a board with one card open; anything else goes to /kanban. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<BoardsListPage />} />
        <Route path="kanban" element={<BoardsListPage />} />
        {/* The card route is a child so the board stays mounted while a card opens and closes. */}
        <Route path="kanban/:boardId" element={<BoardPage />}>
          <Route path=":listID/:itemID" element={<CardDetailsDialog />} />
        </Route>
        <Route path="*" element={<HostNavigate to="/kanban" />} />
      </Route>
    </Routes>
  );
}
