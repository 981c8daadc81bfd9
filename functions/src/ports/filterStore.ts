import type { KeptPerBoard } from './boardStore';
import type { FilterRule } from '@listboard/shared';

/** Private filters: each user's own saved filters of a board (spec 1 section 6: they belong to the user). */
export interface PrivateFilterStore extends KeptPerBoard {
  get(tenant: string, boardId: string, login: string): Promise<FilterRule[]>;
  set(tenant: string, boardId: string, login: string, filters: FilterRule[]): Promise<void>;
}
