import { z } from 'zod';

/** A site's address in a query (`url`); it must belong to the tenant of SPHostUrl. */
const siteUrlSchema = z.string().min(1).max(260);

export const fieldValuesParamsSchema = z.object({
  id: z.string().min(1).max(100),
  field: z.string().min(1).max(100),
  url: siteUrlSchema,
});

export const lookupValueResponseSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const membersParamsSchema = z.object({
  assignedToField: z.string().min(1).max(100),
  /** List ids, comma separated. */
  lists: z.string().min(1),
  url: siteUrlSchema,
});

/** Board member (spec 1, section 3). */
export const boardMemberSchema = z.object({ id: z.number().int(), name: z.string(), login: z.string(), IsMemberShip: z.boolean() });
export type BoardMember = z.infer<typeof boardMemberSchema>;

/** People search: `q` from 3 characters (spec 3, section 5). */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(3, 'search needs at least 3 characters').max(100),
  /** Only the first `s` results (default 20). */
  s: z.coerce.number().int().positive().max(200).default(20),
});

export const userByIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
