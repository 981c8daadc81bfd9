import type { BoardsViewType, FilterRule } from '@listboard/shared';
import type { KeptPerBoard } from './boardStore';

/** What the boards home remembers of a person (spec 1 section 2, spec 3 section 3's page info). */
export interface HomePreferences {
  viewType: BoardsViewType;
  filters: FilterRule[];
}

/** Each person's boards-home preferences and favourite boards, per tenant. */
export interface PersonPreferences extends KeptPerBoard {
  /** The person's preferences; `isFirstLoad` is true for exactly one call per person, however many run at once. */
  visit(tenant: string, login: string): Promise<HomePreferences & { isFirstLoad: boolean }>;
  setViewType(tenant: string, login: string, viewType: BoardsViewType): Promise<void>;
  setHomeFilters(tenant: string, login: string, filters: FilterRule[]): Promise<void>;
  /** The ids of the boards the person starred. */
  favorites(tenant: string, login: string): Promise<Set<string>>;
  setFavorite(tenant: string, login: string, boardId: string, isFavorite: boolean): Promise<void>;
  /** Whether the person dismissed the board's note on who it reaches (docs/board-page.md, "The owner's first look"). */
  hasDismissedBoardNote(tenant: string, login: string, boardId: string): Promise<boolean>;
  dismissBoardNote(tenant: string, login: string, boardId: string): Promise<void>;
}
