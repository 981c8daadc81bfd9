import { z } from 'zod';
import { boardIdSchema, permissionSchema } from './common';
import { principalSchema } from './board';
import { dataLocationSchema } from './license';

/** Spec 3 section 9: the admin panel lists the tenant's boards 25 to a page, page numbers in groups of 10. */
export const ADMIN_BOARDS_PAGE_SIZE = 25;
export const ADMIN_PAGE_GROUP = 10;

/** GET /api/admin/boards: one page of every board of the tenant, by name and by owner. */
export const adminBoardsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Part of the board's name. */
  search: z.string().trim().max(255).default(''),
  /** The login of an owner (the first selected user of the owner filter). */
  owner: z.string().trim().max(255).default(''),
});
export type AdminBoardsQuery = z.input<typeof adminBoardsQuerySchema>;

/** What the admin panel changes of a board (spec 3 section 2). */
export const adminBoardPermissionSchema = z.object({
  defaultUserPermission: permissionSchema,
  boardOwners: z.array(principalSchema).max(200),
  everyBodyCanEditSetting: z.boolean(),
});
export type AdminBoardPermission = z.infer<typeof adminBoardPermissionSchema>;

/** Spec 3 section 3's admin board row, with the configuration's version a save names. */
export const adminBoardRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  permission: adminBoardPermissionSchema,
  source: z.object({ siteUrl: z.string() }),
  isFavorite: z.boolean(),
  isSitePrivate: z.boolean(),
  /** Whether the admin may open the board (an admin-panel manager is not necessarily a board reader). */
  canView: z.boolean(),
  /** Set while the board is in the trash bin. */
  inTrash: z.boolean(),
  errorMessage: z.string().nullable(),
  etag: z.string(),
});
export type AdminBoardRow = z.infer<typeof adminBoardRowSchema>;

export const adminBoardsPageSchema = z.object({
  boards: z.array(adminBoardRowSchema),
  /** Boards matching the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBoardsPage = z.infer<typeof adminBoardsPageSchema>;

/** POST /api/admin/boards/{id}/permission, over the configuration's etag. */
export const saveAdminBoardPermissionSchema = adminBoardPermissionSchema.extend({ etag: z.string().min(1) });
export type SaveAdminBoardPermission = z.infer<typeof saveAdminBoardPermissionSchema>;

export const adminBoardPathSchema = z.object({ id: boardIdSchema });

/** A tenant admin as the admin panel lists them (the host's site collection administrators). */
export const tenantAdminSchema = z.object({ login: z.string(), name: z.string(), email: z.string() });
export const tenantAdminsSchema = z.array(tenantAdminSchema);

/**
 * POST /api/admin/dataLocation: moves the tenant's Listboard data to the other location, over the licence's
 * etag. It answers at once; the move runs in the background while GET /api/license/status is true.
 */
export const dataLocationRequestSchema = z.object({ dataLocation: dataLocationSchema, etag: z.string().min(1) });
export type DataLocationRequest = z.infer<typeof dataLocationRequestSchema>;
export const dataLocationResultSchema = z.object({ isRunning: z.boolean() });
