// The board's menus, loaded together on first use (DeferredMenu.tsx).
export { SortMenu } from './SortMenu';
export { SwimlaneMenu } from './SwimlaneMenu';
export { BoardActionsMenu } from './BoardActionsMenu';
export { NewCardListMenu } from '../canvas/NewCardListMenu';
export { CardMenuPopup } from '../actions/CardMenuPopup';
