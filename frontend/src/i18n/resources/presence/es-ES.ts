import type { presenceEnUS } from './en-US';

export const presenceEsES: Record<keyof typeof presenceEnUS, string> = {
  presence_here: 'También aquí: {names}',
  presence_more: '{count} más: {names}',
  presence_came: '{name} ha abierto este tablero.',
  presence_left: '{name} ha salido de este tablero.',
  presence_card_viewing: '{name} tiene abierta esta tarjeta',
  presence_card_editing: '{name} está editando esta tarjeta',
  presence_dialog_editing: 'También edita esta tarjeta: {names}. Quien guarde en segundo lugar verá primero el otro cambio.',
  presence_saved_first: '{name} guardó esta tarjeta primero, el {time}.',
  presence_their_change: 'Su cambio ya está en el formulario: {fields}.',
  presence_both_changed: 'Ambos cambiaron {fields}: el formulario muestra lo que usted escribió.',
  presence_save_again: 'Guarde de nuevo para aplicar sus cambios encima, o descártelos.',
  presence_discard_mine: 'Descartar mis cambios',
};
