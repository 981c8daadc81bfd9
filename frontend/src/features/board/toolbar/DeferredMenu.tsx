import { Suspense, lazy, useState, type ReactElement, type ReactNode } from 'react';

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

const preload = () => void loadBoardMenus();

/** What the stand-in button carries: it says it opens a menu, and it starts loading it. */
export interface DeferredTriggerProps {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

interface DeferredMenuProps {
  /** The menu's button as the menu draws it, with these props on the button itself, until the menu's code is there. */
  trigger: (props: DeferredTriggerProps) => ReactElement;
  /** The menu itself, opened as it mounts: it mounts when the person first clicks the button. */
  children: ReactNode;
}

/**
 * A menu button that draws its menu once it is first clicked. Pointing at the button or focusing it starts
 * loading the menu, so the click usually finds it there; until it is, the button stays as it was.
 */
export function DeferredMenu({ trigger, children }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const stated = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;
  if (wanted) return <Suspense fallback={trigger(stated)}>{children}</Suspense>;
  return trigger({ ...stated, onPointerEnter: preload, onFocus: preload, onClick: () => setWanted(true) });
}
