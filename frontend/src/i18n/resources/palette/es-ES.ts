import type { paletteEnUS } from './en-US';

export const paletteEsES: Record<keyof typeof paletteEnUS, string> = {
  palette_title: 'Comandos y tarjetas',
  palette_placeholder: 'Escriba un comando o el título de una tarjeta',
  palette_commands: 'Comandos',
  palette_cards: 'Tarjetas',
  palette_new_card: 'Nueva tarjeta',
  palette_search: 'Buscar tarjetas',
  palette_filters: 'Abrir los filtros',
  keys_palette: 'Ctrl+K (⌘K)',
  keys_palette_what: 'Encontrar un comando o una tarjeta por su título',
};
