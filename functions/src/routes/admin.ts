import {
  API_PATHS,
  adminBoardPathSchema,
  adminBoardRowSchema,
  adminBoardsPageSchema,
  adminBoardsQuerySchema,
  dataLocationRequestSchema,
  dataLocationResultSchema,
  saveAdminBoardPermissionSchema,
  tenantAdminsSchema,
  errorText,
} from '@listboard/shared';
import { services } from '../composition/services';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import {
  adminBoards,
  assertAdminPanelManager,
  moveDataLocation,
  runTransfer,
  saveAdminBoardPermission,
  tenantAdmins,
} from '../usecases/admin/index';

/**
 * The move runs on after the answer, in this instance; where that stops (the instance recycled, the host
 * killed), the transfer timer takes it up once its lease has run out.
 */
function startTransfer(tenant: string): void {
  const current = services();
  void runTransfer(current, tenant).catch((error: unknown) =>
    current.log(`The transfer of ${tenant}'s data stopped here; the transfer timer takes it up: ${errorText(error)}`),
  );
}

/** The admin panel's calls (docs/licences.md): its managers' and the tenant admins', with or without a seat. */
export const adminGroup: ApiGroup = {
  name: 'admin',
  routes: [
    userRoute(
      'GET',
      API_PATHS.adminBoards,
      {
        license: 'open',
        authorize: assertAdminPanelManager,
        summary: 'One page (25) of every board of the tenant, by part of its name and by an owner',
        query: adminBoardsQuerySchema,
        response: adminBoardsPageSchema,
      },
      async ({ session, query }) => adminBoards(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.adminBoardPermission,
      {
        license: 'open',
        authorize: assertAdminPanelManager,
        summary: "Saves a board's default permission, owners and everybody-can-edit-settings flag over its configuration's etag",
        query: adminBoardPathSchema,
        body: saveAdminBoardPermissionSchema,
        response: adminBoardRowSchema,
      },
      async ({ session, params, body }) => saveAdminBoardPermission(session, params.id, body),
    ),
    userRoute(
      'GET',
      API_PATHS.adminTenantAdmins,
      {
        license: 'open',
        authorize: assertAdminPanelManager,
        summary: "The host's site collection administrators",
        response: tenantAdminsSchema,
      },
      async ({ session }) => tenantAdmins(session),
    ),
    userRoute(
      'POST',
      API_PATHS.adminDataLocation,
      {
        license: 'open',
        authorize: assertAdminPanelManager,
        summary: "Starts moving the tenant's data to the other data location, over the licence's etag; answers whether the move still runs",
        body: dataLocationRequestSchema,
        response: dataLocationResultSchema,
      },
      async ({ session, body }) => moveDataLocation(session, body, startTransfer),
    ),
  ],
};
