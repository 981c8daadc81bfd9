/** Who else has the board or a card open (docs/live-updates.md#presence). */
export const presenceEnUS = {
  presence_here: 'Also here: {names}',
  presence_more: '{count} more: {names}',
  presence_came: '{name} opened this board.',
  presence_left: '{name} left this board.',
  presence_card_viewing: '{name} has this card open',
  presence_card_editing: '{name} is editing this card',
  presence_dialog_editing: 'Also editing this card: {names}. Whoever saves second is asked to look at the other change first.',
};
