import type { columnsEnUS } from './en-US';

export const columnsEsES: Record<keyof typeof columnsEnUS, string> = {
  add_column: 'Añadir columna',
  add_column_name: 'Nombre de la columna',
  add_column_save: 'Añadir',
  add_column_cancel: 'Cancelar',
  add_column_name_required: 'Dé un nombre a la columna.',
  add_column_exists: 'El tablero ya tiene una columna llamada {name}.',
  add_column_not_choice:
    'Las columnas de este tablero vienen de un campo que no es de opciones: cámbielas en la configuración del tablero.',
};
