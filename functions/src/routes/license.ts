import { API_PATHS, licenseQuerySchema, licenseSchema, licenseTransferStatusSchema, saveLicenseRequestSchema } from '@listboard/shared';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { transferStatus } from '../usecases/admin/index';
import { assertLicenseManager, getLicense, saveLicense } from '../usecases/license/index';

/** The licence screen's calls (spec 3 section 7): open to managers with or without a seat, so they can fix the licence. */
export const licenseGroup: ApiGroup = {
  name: 'license',
  routes: [
    userRoute(
      'GET',
      API_PATHS.license,
      {
        license: 'open',
        authorize: assertLicenseManager,
        summary:
          "The tenant's licence with its users, managers and settings (licence and admin-panel managers); refresh=true reads past the cache",
        query: licenseQuerySchema,
        response: licenseSchema,
      },
      async ({ session, query }) => getLicense(session, query.refresh === 'true'),
    ),
    userRoute(
      'POST',
      API_PATHS.license,
      {
        license: 'open',
        authorize: assertLicenseManager,
        summary:
          'Saves the licence: seats added and removed, and (over its etag) the licence key, managers, auto-assignment, default permission and avatar source',
        body: saveLicenseRequestSchema,
        response: licenseSchema,
      },
      async ({ session, body }) => saveLicense(session, body),
    ),
    // Anyone signed in: every page of a tenant whose data moves waits for the move's end (spec 3 section 9).
    userRoute(
      'GET',
      API_PATHS.licenseStatus,
      {
        license: 'open',
        summary: "True while the tenant's data is being moved to another location, false once it is done",
        response: licenseTransferStatusSchema,
      },
      async ({ session }) => transferStatus(session),
    ),
  ],
};
