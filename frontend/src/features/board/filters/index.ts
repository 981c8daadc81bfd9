// The board's filters panel; the board page mounts these two.
export { FiltersButton, type FiltersButtonProps } from './FiltersButton';
export { NoMatchingCards } from './NoMatchingCards';
