import { z } from 'zod';
import { listIdSchema, queryInt, siteUrlSchema } from './common';
import { fieldNameSchema } from './fields';

/** A site's address in a query (`url`) must also belong to the tenant of SPHostUrl. */
export const fieldValuesParamsSchema = z.object({
  id: listIdSchema,
  field: fieldNameSchema,
  url: siteUrlSchema,
});

export const lookupValueResponseSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const membersParamsSchema = z.object({
  assignedToField: fieldNameSchema,
  /** List ids, comma separated. */
  lists: z
    .string()
    .max(5000)
    .refine((ids) => ids.split(',').every((id) => listIdSchema.safeParse(id.trim()).success), 'expects list ids separated by commas'),
  url: siteUrlSchema,
});

/** Board member (spec 1, section 3). */
/**
 * One of the principals assigned in a person field (GET site/lists/members): a person (IsMemberShip true), or a group
 * where the field takes groups (isGroup, named by its name as its login, as the cards' users are).
 */
export const boardMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  login: z.string(),
  IsMemberShip: z.boolean(),
  isGroup: z.boolean().optional(),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;

/** A yes-or-no query parameter: 'true' or 'false', anything else refused; absent is no. */
const queryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((flag) => flag === 'true');

/** How many results an answer holds at most: `s` (spec 3, section 7). */
const resultCount = (fallback: number) => queryInt(z.number().int().positive().max(500)).default(fallback);

/** A site group's name, as SharePoint allows one (255 characters). */
const groupNameSchema = z.string().trim().min(1).max(255);

/**
 * People search: `q` from 3 characters (spec 3, section 5); `gp` finds groups as well as people, `ug` groups
 * only, `g` only the members of that group (a person field limited to a group): see docs/api.md, "People and groups".
 */
export const userSearchQuerySchema = z
  .object({
    q: z.string().trim().min(3, 'search needs at least 3 characters').max(100),
    /** Only the first `s` results (default 20). */
    s: queryInt(z.number().int().positive().max(200)).default(20),
    gp: queryFlag,
    ug: queryFlag,
    g: groupNameSchema.optional(),
  })
  .refine((query) => !(query.ug && query.g !== undefined), {
    message: 'ug (groups only) and g (members of a group) cannot be asked together',
    path: ['g'],
  });
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/**
 * A person or a group the people search found. A person's `id` is their user id on the site, or null when they are in
 * the organisation's directory but have not been added to the site yet (GET site/users/getid adds them). A group
 * (`isGroup`) is named by its `login`, its name, as permission lists keep it; its `id` is the site group's id, null on
 * the built-in store, whose groups are names its users carry.
 */
export const directoryPersonSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  login: z.string(),
  isGroup: z.boolean(),
});
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;

/** GET site/users/all: the site's people by name, the first `s` (default 100). */
export const allUsersQuerySchema = z.object({ s: resultCount(100) });

/** GET site/users/getUsersByGroup: the people of the site group `groupName`, the first `s` (default 100). */
export const groupMembersQuerySchema = z.object({ groupName: groupNameSchema, s: resultCount(100) });

/** GET site/users/getid: a person's user id on the site, by their sign-in name (spec 2 section 7). */
export const userIdQuerySchema = z.object({ login: z.string().trim().min(3).max(320) });

export const userByIdParamsSchema = z.object({ id: queryInt(z.number().int().positive()) });

/**
 * GET site/userPhoto: a person's picture from the tenant's avatar source (docs/licences.md#avatars), by their sign-in
 * name; they must be a user of the site of SPHostUrl. 200 with the picture, 204 when the source has none.
 */
export const userPhotoQuerySchema = userIdQuerySchema;
