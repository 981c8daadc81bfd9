import {
  PERMISSION,
  type AgingScale,
  type BoardResponse,
  type CardSize,
  type Field,
  type Item,
  type LabelColor,
  type UserDisplay,
  commentsFieldOf,
  isDateOnlyField,
} from '@listboard/shared';
import type { CardPopups } from '../actions/cardPopups';
import type { CardActions } from '../actions/useCardActions';
import type { CardBusyStore } from './cardBusy';
import type { CardClasses } from './cardClasses';
import type { CardOpening, SelectMode } from './cardOpening';
import type { CardSelection } from '../selection/cardSelection';
import type { CardSortingStore } from '../dnd/cardSorting';
import { calloutFieldDefs, cardFieldDefs, headerFieldDefs, type CardFieldDef } from '../cardFields/cardFieldDefs';
import type { QuickAddPlan } from '../quickAdd/quickAddPlan';
import type { ChunkHeights } from '../window/cardWindow';

/** What every card shows beyond its own values, from the board's configuration. */
export interface CardDisplay {
  /** board.cardFields, with their names and whether the board lets cards edit them. */
  fields: CardFieldDef[];
  hideEmptyFields: boolean;
  /** The fields of the header lines, which a card labels with their names. */
  headerFields: ReadonlyMap<string, CardFieldDef>;
  /** The due date is a calendar day (a date-only field): it reads the same in every time zone. */
  dueDateOnly: boolean;
  /** Spec 2's overdueDefinition: the colour that marks an overdue card's due date; null when the board marks none. */
  overdueColor: string | null;
  showSubtasks: boolean;
  showComments: boolean;
  /** Spec 2 section 3: people as pictures, names or both, in square or round pictures. */
  people: { show: UserDisplay; square: boolean };
  /**
   * On a board that shows card aging: its scale (null while too few cards are finished to mark against), and the
   * moment its cards' ages are told at, the board's last load (docs/reporting.md#card-aging); else undefined.
   */
  aging?: { scale: AgingScale | null; now: number };
}

/** The card callout's content: its fields and whether the board has comments; null when it has neither. */
export interface CalloutSettings {
  boardId: string;
  fields: CardFieldDef[];
  /** The board's fields by display name: the history names the fields it changed so. */
  fieldsByName: ReadonlyMap<string, Field>;
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
  /** How the cards shift aside while a card is dragged among them (see dnd/CellSortables). */
  sorting: CardSortingStore;
  actions: CardActions;
  popups: CardPopups;
  callout: CalloutSettings | null;
  /** The column forms' plan; null when cards are not added from columns. */
  quickAdd: QuickAddPlan | null;
  /** The person's selected cards (docs/board-page.md#selection); null where cards cannot be selected (read-only, the PDF). */
  selection: CardSelection | null;
  /** A Ctrl, Cmd or Shift click on a card's face. */
  onSelect?: (item: Item, mode: SelectMode) => void;
  /** What a windowed board learned of its cards' heights (see window/cardWindow). */
  chunkHeights: ChunkHeights;
  /** Each column's share of the board's width by column value (see cardSize.columnShares). */
  columnShares: ReadonlyMap<string, number>;
}

export function cardDisplay(board: BoardResponse, aging?: AgingScale | null): CardDisplay {
  return {
    ...(board.flow.showAging ? { aging: { scale: aging ?? null, now: Date.now() } } : {}),
    fields: cardFieldDefs(board),
    hideEmptyFields: board.cardFieldsHideEmpty,
    headerFields: headerFieldDefs(board),
    dueDateOnly: isDateOnlyField(board.fields, board.dueDateField),
    overdueColor: board.overdueDefinition?.isEnable ? board.overdueDefinition.color : null,
    showSubtasks: board.useSubtasks,
    showComments: Boolean(commentsFieldOf(board)),
    people: { show: board.userDisplay, square: board.avatarShape === 'square' },
  };
}

export function calloutSettings(board: BoardResponse, boardId: string): CalloutSettings | null {
  const fields = calloutFieldDefs(board);
  const showComments = Boolean(commentsFieldOf(board));
  const richComments = board.fields.some((field) => field.internalName === board.commentsFieldName && field.isRich === true);
  const fieldsByName = new Map(board.fields.map((field) => [field.name, field]));
  return fields.length > 0 || showComments ? { boardId, fields, fieldsByName, showComments, richComments } : null;
}

/** Read-only users may look, but neither drag nor add. */
export function isReadOnlyUser(board: BoardResponse): boolean {
  return board.userPermission === PERMISSION.NoAccess || board.userPermission === PERMISSION.ViewOnly;
}

/** What the board's cards need to edit their labels: the labels field, the board's labels and who may create one. */
export interface CardLabelsSettings {
  boardId: string;
  field: Field;
  labelsColors: readonly LabelColor[];
  /** The board lets this person create labels (allowAddLabels, or the right to change its settings). */
  canCreate: boolean;
}

/** The labels settings of a board whose labels field its lists have; null without one. */
export function cardLabelsSettings(board: BoardResponse, boardId: string): CardLabelsSettings | null {
  const field = board.fields.find((f) => f.internalName === board.labelsFieldName && f.type === 'MultiChoice');
  if (!field || field.isReadOnly) return null;
  return { boardId, field, labelsColors: board.labelsColors, canCreate: board.allowAddLabels || board.canEditSettings };
}
