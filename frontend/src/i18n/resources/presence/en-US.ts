/** Who else has the board or a card open (docs/live-updates.md#presence). */
export const presenceEnUS = {
  presence_here: 'Also here: {names}',
  presence_more: '{count} more: {names}',
  presence_came: '{name} opened this board.',
  presence_left: '{name} left this board.',
  presence_card_viewing: '{name} has this card open',
  presence_card_editing: '{name} is editing this card',
  presence_dialog_editing: 'Also editing this card: {names}. Whoever saves second is asked to look at the other change first.',
  presence_saved_first: '{name} saved this card first, at {time}.',
  presence_their_change: 'Their change is now in the form: {fields}.',
  presence_both_changed: 'You both changed {fields}: the form shows yours.',
  presence_save_again: 'Save again to apply your changes over theirs, or discard yours.',
  presence_discard_mine: 'Discard my changes',
};
