import { PERMISSION, type BoardResponse, type CardSize, type Item, type UserDisplay } from '@listboard/shared';
import type { CardPopups } from './actions/cardPopups';
import type { CardActions } from './actions/useCardActions';
import type { CardBusyStore } from './cardBusy';
import type { CardClasses } from './cardClasses';
import type { CardOpening } from './cardOpening';
import { calloutFieldDefs, cardFieldDefs, type CardFieldDef } from './cardFields/cardFieldDefs';
import type { QuickAddPlan } from './quickAdd/quickAddPlan';

/** What every card shows beyond its own values, from the board's configuration. */
export interface CardDisplay {
  /** board.cardFields, with their names and whether the board lets cards edit them. */
  fields: CardFieldDef[];
  hideEmptyFields: boolean;
  showSubtasks: boolean;
  showComments: boolean;
  /** Spec 2 section 3: people as pictures, names or both, in square or round pictures. */
  people: { show: UserDisplay; square: boolean };
}

/** The card callout's content: its fields and whether the board has comments; null when it has neither. */
export interface CalloutSettings {
  boardId: string;
  fields: CardFieldDef[];
  showComments: boolean;
  /** The comment field keeps rich text (HTML); the callout shows comments as plain text. */
  richComments: boolean;
}

/** What every card shares; one object per board so memoised cells and cards keep their props. */
export interface CardSettings {
  boardId: string;
  cardSize: CardSize;
  classes: CardClasses;
  allowSorting: boolean;
  /** False for boards with drag and drop turned off and for read-only users. */
  dragEnabled: boolean;
  onOpenCard?: (item: Item) => void;
  /** Whether a click or a double click opens a card (formDefinition.openByDbClick). */
  openCardBy: CardOpening;
  display: CardDisplay;
  busy: CardBusyStore;
  actions: CardActions;
  popups: CardPopups;
  callout: CalloutSettings | null;
  /** The column forms' plan; null when cards are not added from columns. */
  quickAdd: QuickAddPlan | null;
}

export function cardDisplay(board: BoardResponse): CardDisplay {
  return {
    fields: cardFieldDefs(board),
    hideEmptyFields: board.cardFieldsHideEmpty,
    showSubtasks: board.useSubtasks,
    showComments: Boolean(board.commentsFieldName),
    people: { show: board.userDisplay, square: board.avatarShape === 'square' },
  };
}

export function calloutSettings(board: BoardResponse, boardId: string): CalloutSettings | null {
  const fields = calloutFieldDefs(board);
  const showComments = Boolean(board.commentsFieldName);
  const richComments = board.fields.some((field) => field.internalName === board.commentsFieldName && field.isRich === true);
  return fields.length > 0 || showComments ? { boardId, fields, showComments, richComments } : null;
}

/** Read-only users may look, but neither drag nor add. */
export function isReadOnlyUser(board: BoardResponse): boolean {
  return board.userPermission === PERMISSION.NoAccess || board.userPermission === PERMISSION.ViewOnly;
}
