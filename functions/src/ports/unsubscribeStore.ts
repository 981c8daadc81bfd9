import type { KeptPerBoard } from './boardStore';
/** A card of a board, as people unsubscribe from its mail (spec 1 section 2: /unsubscribe/{boardId}/{listID}/{itemID}). */
export interface CardOfBoard {
  tenant: string;
  boardId: string;
  listId: string;
  itemId: number;
}

/** Who unsubscribed from which card's mail on which board (docs/notifications.md). */
export interface UnsubscribeStore extends KeptPerBoard {
  /** Records the unsubscribe; doing it twice is the same as once. */
  add(card: CardOfBoard, login: string): Promise<void>;
  /** The sign-in names (lower case) that unsubscribed from the card on the board. */
  loginsOf(card: CardOfBoard): Promise<Set<string>>;
  /** Every card's unsubscribed sign-in names on a board, by cardKey. */
  forBoard(tenant: string, boardId: string): Promise<Map<string, Set<string>>>;
}

/** How forBoard names a card. */
export const cardKey = (listId: string, itemId: number) => `${listId.toLowerCase()} ${itemId}`;
