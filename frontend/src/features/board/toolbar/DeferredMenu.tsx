import { lazy, type ReactElement, type ReactNode } from 'react';
import { DeferredPopup, type DeferredTriggerProps } from '../../../ui/deferred/DeferredPopup';

/**
 * The board's menus load when a person first reaches for one (docs/performance.md#start-up): Fluent's menu, its
 * items and their icons are JS a board does not need to show its cards. All of them come in one module, so the
 * first menu brings the others, and the mobile menu's submenus are there when it opens.
 */
export const loadBoardMenus = () => import('./boardMenus');

export const LazySortMenu = lazy(() => loadBoardMenus().then((module) => ({ default: module.SortMenu })));
export const LazySwimlaneMenu = lazy(() => loadBoardMenus().then((module) => ({ default: module.SwimlaneMenu })));
export const LazyBoardActionsMenu = lazy(() => loadBoardMenus().then((module) => ({ default: module.BoardActionsMenu })));
export const LazyCardMenuPopup = lazy(() => loadBoardMenus().then((module) => ({ default: module.CardMenuPopup })));
export const LazyNewCardListMenu = lazy(() => loadBoardMenus().then((module) => ({ default: module.NewCardListMenu })));

interface DeferredMenuProps {
  trigger: (props: DeferredTriggerProps) => ReactElement;
  /** The menu itself, opened as it mounts. */
  children: ReactNode;
}

/** A board menu's button that draws its menu once it is first clicked (DeferredPopup). */
export function DeferredMenu({ trigger, children }: DeferredMenuProps) {
  return (
    <DeferredPopup popup="menu" load={loadBoardMenus} trigger={trigger}>
      {children}
    </DeferredPopup>
  );
}
