import type { paletteEnUS } from './en-US';

export const paletteFrFR: Record<keyof typeof paletteEnUS, string> = {
  palette_title: 'Commandes et cartes',
  palette_placeholder: 'Tapez une commande ou le titre d’une carte',
  palette_commands: 'Commandes',
  palette_cards: 'Cartes',
  palette_new_card: 'Nouvelle carte',
  palette_search: 'Rechercher des cartes',
  palette_filters: 'Ouvrir les filtres',
  keys_palette: 'Ctrl+K (⌘K)',
  keys_palette_what: 'Trouver une commande ou une carte par son titre',
};
