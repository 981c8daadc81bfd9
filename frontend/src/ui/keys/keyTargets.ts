/** Where a key belongs to what the person types or picks: the browser's own handling (typing, its undo), never the board's. */
const TYPING_TARGET = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';
/** Dialogs and open menus handle their own keys. */
const OWN_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Whether a key pressed at `target` is the field's, the dialog's or the menu's, not the page's. */
export function keyBelongsToControl(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : null;
  return !!element && (!!element.closest(TYPING_TARGET) || !!element.closest(OWN_KEYS));
}
