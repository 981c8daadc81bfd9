import { z } from 'zod';

/** The JSON body of every 4xx/5xx answer. */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Per-field problems of a save, with the spec's message keys. */
  errors: z.array(z.object({ field: z.string(), key: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const PERMISSION = { NoAccess: 0, ViewOnly: 1, Edit: 2, EditOnlyOwn: 3 } as const;
export const permissionSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type Permission = z.infer<typeof permissionSchema>;

export const VIEW_TYPE = { Default: 0, ParentChild: 1, HideSubTasks: 2 } as const;
export const viewTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ViewType = z.infer<typeof viewTypeSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  login: z.string(),
  image: z.string().optional(),
  isGroup: z.boolean().optional(),
  canCreateLists: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** siteURL/listID/itemID; timestamp and etag tell which version of the item the client read. */
export const itemInfoSchema = z.object({
  siteURL: z.string().min(1, 'siteURL is required'),
  listID: z.string().min(1, 'listID is required'),
  itemID: z.coerce.number().int(),
  timestamp: z.number().optional(),
  etag: z.string().optional(),
});
export type ItemInfo = z.infer<typeof itemInfoSchema>;

export const webSchema = z.object({ name: z.string(), description: z.string(), url: z.string() });
export type Web = z.infer<typeof webSchema>;

/** Card colours (spec 2 section 3: style rules; spec 1 section 3: item.color). */
export const itemColorSchema = z.object({
  bodyColor: z.string().optional(),
  borderColor: z.string().optional(),
  fontColor: z.string().optional(),
  outlineColor: z.string().optional(),
});
