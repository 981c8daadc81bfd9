import { translate } from '../i18n/useT';

// Fluent UI names some parts of its controls in English ('Open', 'clear', 'Increment value') unless
// told otherwise; these props name them in the page's language. Spread them into the control.

/** A combobox's arrow button. */
export const COMBOBOX_TEXTS = { expandIcon: { 'aria-label': translate('control_show_options') } };

/** A dropdown's clear button (in the page, hidden, even where the dropdown cannot be cleared). */
export const DROPDOWN_TEXTS = { clearButton: { 'aria-label': translate('control_clear_selection') } };

/** A search box's clear button. */
export const SEARCH_BOX_TEXTS = { dismiss: { 'aria-label': translate('control_clear_search') } };

/** A spin button's up and down buttons. */
export const SPIN_BUTTON_TEXTS = {
  incrementButton: { 'aria-label': translate('control_increase') },
  decrementButton: { 'aria-label': translate('control_decrease') },
};
