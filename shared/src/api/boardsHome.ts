import { z } from 'zod';
import { boardIdSchema, permissionSchema, userSchema } from './common';
import { avatarSourceSchema, pageLicenseSchema } from './license';
import { filterRuleSchema } from './rules';

/** Spec 1 section 2: the boards list shows tiles (0) or a list (1), remembered per person. */
export const BOARDS_VIEW_TYPE = { Tiles: 0, List: 1 } as const;
export const boardsViewTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type BoardsViewType = z.infer<typeof boardsViewTypeSchema>;

/** The boards home keeps at most this many saved filters per person, as a board keeps private filters. */
export const MAX_HOME_FILTERS = 50;
const homeFiltersSchema = z.array(filterRuleSchema).max(MAX_HOME_FILTERS, `at most ${MAX_HOME_FILTERS} saved filters`);

/**
 * The page info of spec 3 section 3 (locale, filters, isFirstLoad, defaultUserPermission, currentUser,
 * license, liveDemo, isLicenseManager, isAdminPanelManager, boardsView.viewType), from one call.
 */
export const pageInfoSchema = z.object({
  /** The language the person's mail is written in (what their page last told GET /api/auth/me), null before any. */
  locale: z.string().nullable(),
  /** The person's saved filters of the boards home. */
  filters: homeFiltersSchema,
  /** True for exactly one call: the person's first visit to Listboard. */
  isFirstLoad: z.boolean(),
  currentUser: userSchema,
  /** The board permission where the site collection defines none. */
  defaultUserPermission: permissionSchema,
  license: pageLicenseSchema,
  /** True while the tenant runs on the trial it got on first use. */
  liveDemo: z.boolean(),
  isLicenseManager: z.boolean(),
  isAdminPanelManager: z.boolean(),
  /** Whose pictures the avatars show (the admin panel's choice). */
  avatarSource: avatarSourceSchema,
  boardsView: z.object({ viewType: boardsViewTypeSchema }),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const boardsViewTypeRequestSchema = z.object({ viewType: boardsViewTypeSchema });
export const favoriteRequestSchema = z.object({ boardID: boardIdSchema, isFavorite: z.boolean() });
export type FavoriteRequest = z.infer<typeof favoriteRequestSchema>;
export const homeFiltersRequestSchema = z.object({ filters: homeFiltersSchema });

/** Spec 1 section 5: a search needs at least 1 character; `login` narrows to the boards that person owns. */
export const boardsSearchQuerySchema = z.object({
  searchKey: z.string().trim().min(1, 'Search needs at least 1 character.').max(255),
  login: z.string().trim().min(1).max(255).optional(),
});
export type BoardsSearchQuery = z.infer<typeof boardsSearchQuerySchema>;

/**
 * The boards home's filter: the filter builder's rules and people (by login, since the boards may live on
 * different sites), applied to every board's cards.
 */
export const homeFilterSchema = z.object({
  activeFilters: z.array(filterRuleSchema).max(MAX_HOME_FILTERS).default([]),
  users: z.array(z.string().trim().min(1).max(255)).max(200).default([]),
});
export type HomeFilter = z.infer<typeof homeFilterSchema>;

export const filterBoardsInfoRequestSchema = z.object({
  searchKey: z.string().max(255).default(''),
  filter: homeFilterSchema.default({ activeFilters: [], users: [] }),
});
export type FilterBoardsInfoRequest = z.input<typeof filterBoardsInfoRequestSchema>;

/** Spec 3 section 7: per board, whether its cards match the filter and its name or description the search. */
export const boardFilterInfoSchema = z.object({
  boardId: z.string(),
  matching: z.boolean(),
  isNameMatching: z.boolean(),
  isDescriptionMatching: z.boolean(),
  /** Why the board's cards could not be read (a list removed, no rights); null when they were. */
  errorMessage: z.string().nullable(),
});
export type BoardFilterInfo = z.infer<typeof boardFilterInfoSchema>;
