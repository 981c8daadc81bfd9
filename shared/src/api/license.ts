import { z } from 'zod';
import { LICENSE_STATUS, UNNAMED_MANAGERS } from '../domain/license';
import { TRIAL_INDUSTRIES, TRIAL_SIZES, emailValid, mobileNumberValid } from '../domain/trialForm';
import { permissionSchema } from './common';
import { principalSchema } from './board';

export const licenseStatusSchema = z.union([
  z.literal(LICENSE_STATUS.Valid),
  z.literal(LICENSE_STATUS.Trial),
  z.literal(LICENSE_STATUS.Expired),
  z.literal(LICENSE_STATUS.Invalid),
]);

/** Spec 3 section 2: whose pictures every avatar of the product shows. */
export const AVATAR_SOURCES = ['site', 'office365'] as const;
export const avatarSourceSchema = z.enum(AVATAR_SOURCES);
export type AvatarSource = z.infer<typeof avatarSourceSchema>;

/** Spec 3 section 2: where a tenant's Listboard data is kept (each its own storage account). */
export const DATA_LOCATIONS = ['westus', 'westeurope'] as const;
export const dataLocationSchema = z.enum(DATA_LOCATIONS);
export type DataLocation = z.infer<typeof dataLocationSchema>;

/** A person with a seat, and when they last used Listboard (null: never). */
export const licenseUserSchema = z.object({
  login: z.string(),
  name: z.string(),
  email: z.string(),
  lastAccess: z.string().nullable(),
});
export type LicenseUser = z.infer<typeof licenseUserSchema>;

/** Who may manage licences, or the admin panel (spec 3 section 6); nobody listed: see `unnamedManagers`. */
const managersSchema = z.array(principalSchema).max(200, 'at most 200 managers');

/** GET /api/license (spec 3 section 3's License, with the tenant settings the admin panel keeps beside it). */
export const licenseSchema = z.object({
  edition: z.string(),
  status: licenseStatusSchema,
  expirationDate: z.string().nullable(),
  /** When the licence really stops; null for a licence without an end ('No expiration date'). */
  realExpirationDate: z.string().nullable(),
  subscriptionRef: z.string().nullable(),
  userCount: z.number().int(),
  isUnlimited: z.boolean(),
  /** Seats left: 999 for an unlimited licence. */
  remainingSeats: z.number().int(),
  /** True while the tenant's data moves to another location. */
  isRunning: z.boolean(),
  /** Whether people opening Listboard get a seat while seats remain. */
  autoAssign: z.boolean(),
  users: z.array(licenseUserSchema),
  licenseManagers: managersSchema,
  adminPanelManagers: managersSchema,
  /** Who manages while a managers' list names nobody: everyone on the local sign-in, the directory's administrators with Entra. */
  unnamedManagers: z.enum(UNNAMED_MANAGERS),
  /** The board permission where the site collection defines none (default ViewOnly). */
  defaultUserPermission: permissionSchema,
  avatarSource: avatarSourceSchema,
  dataLocation: dataLocationSchema,
  /** The version of the licence settings a save must name. */
  etag: z.string(),
});
export type License = z.infer<typeof licenseSchema>;

export const licenseQuerySchema = z.object({
  /** 'true' reads the licence from storage rather than from the functions' short cache. */
  refresh: z.enum(['true', 'false']).optional(),
});

const loginsSchema = z.array(z.string().trim().min(1).max(255)).max(500, 'at most 500 people at once');

/**
 * POST /api/license: the parts of the licence a manager changes. Seats change by who is added and who is
 * removed, not by the whole list, so a seat given by auto-assignment meanwhile is not taken back. The
 * settings (managers, permission, avatars, auto-assignment, the licence key) are written over the version
 * named by `etag` only.
 */
export const saveLicenseRequestSchema = z
  .object({
    etag: z.string().min(1).optional(),
    /** A licence document signed by the vendor, replacing the trial or the licence before it. */
    licenseKey: z.string().trim().min(1).max(8000).optional(),
    autoAssign: z.boolean().optional(),
    licenseManagers: managersSchema.optional(),
    adminPanelManagers: managersSchema.optional(),
    defaultUserPermission: permissionSchema.optional(),
    avatarSource: avatarSourceSchema.optional(),
    addUsers: loginsSchema.optional(),
    removeUsers: loginsSchema.optional(),
  })
  .refine((request) => request.etag !== undefined || !hasSettings(request), {
    message: 'Changing the licence settings needs the etag of the licence they were read from.',
    path: ['etag'],
  });
export type SaveLicenseRequest = z.infer<typeof saveLicenseRequestSchema>;

/** The settings of a save, which are written over the version its etag names. */
export const LICENSE_SETTING_KEYS = [
  'licenseKey',
  'autoAssign',
  'licenseManagers',
  'adminPanelManagers',
  'defaultUserPermission',
  'avatarSource',
] as const;

export function hasSettings(request: Partial<Record<(typeof LICENSE_SETTING_KEYS)[number], unknown>>): boolean {
  return LICENSE_SETTING_KEYS.some((key) => request[key] !== undefined);
}

/** GET /api/license/status: truthy while a data transfer runs. */
export const licenseTransferStatusSchema = z.boolean();

const formText = (label: string, max = 100) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} has at most ${max} characters.`);

/** POST /api/kanban/trialInfo (spec 3 sections 3, 5 and 7), with the wished date of a book-a-demo request. */
export const trialInfoRequestSchema = z.object({
  firstName: formText('The first name'),
  lastName: formText('The last name'),
  company: formText('The company', 200),
  position: z.string().trim().max(100, 'The position has at most 100 characters.').default(''),
  email: z.string().trim().max(320).refine(emailValid, 'Give a valid e-mail address.'),
  mobile: z
    .string()
    .trim()
    .max(40)
    .default('')
    .refine(mobileNumberValid, 'A mobile number has at least 7 characters: digits, +, (, ), spaces and hyphens.'),
  industry: z.enum(TRIAL_INDUSTRIES),
  size: z.enum(TRIAL_SIZES),
  /** A book-a-demo request: the day (YYYY-MM-DD) the person would like the demo. */
  demoDate: z.iso.date().optional(),
  message: z.string().trim().max(2000).default(''),
});
export type TrialInfoRequest = z.input<typeof trialInfoRequestSchema>;
export type TrialInfo = z.infer<typeof trialInfoRequestSchema>;

/** What became of the trial information: mailed to the vendor, or kept and mailed when mail can take it. */
export const trialInfoResultSchema = z.object({ state: z.enum(['sent', 'waiting']) });

/** The licence part of the page info (spec 3 section 3): the tenant's licence and the caller's seat in it. */
export const pageLicenseSchema = z.object({
  /** Whether the tenant has a licence at all (a trial counts). */
  hasLicense: z.boolean(),
  licenseStatus: licenseStatusSchema,
  /** Days until the licence ends; null for a licence without an end. */
  remainingDays: z.number().int().nullable(),
  /** Whether the caller has a seat. */
  hasSeat: z.boolean(),
  edition: z.string(),
  /** Whether the tenant's data is being moved to another location: every page waits for the move's end (spec 3 section 4). */
  isRunning: z.boolean(),
});
export type PageLicense = z.infer<typeof pageLicenseSchema>;
