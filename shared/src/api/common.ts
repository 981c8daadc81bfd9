import { z } from 'zod';
import { controlCharacterIn, hasLoneSurrogate } from '../domain/characters';
import { fileNameProblem } from '../domain/fileNames';

export const permissionSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type Permission = z.infer<typeof permissionSchema>;

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

/**
 * Ids and names that travel in requests are checked here, so a bad one is a 400 at once rather than
 * a storage key the store refuses (docs/api.md).
 */

/** The characters of board and list ids: safe as Table keys, blob name segments and in URLs. */
const ID = '[A-Za-z0-9_-]';

/** Board ids are GUIDs; anything outside this alphabet could not be a Table row key either. */
export const boardIdSchema = z
  .string()
  .trim()
  .min(1, 'boardID is required')
  .max(100)
  .regex(new RegExp(`^${ID}+$`), 'boardID is not a board id');

/**
 * A list id: a GUID on SharePoint (sometimes in braces, as configuration files carry it) and in the
 * built-in store (which also keeps the ids a seed gives it). It is a Table key and a segment of blob names.
 */
const LIST_ID = `(${ID}{1,64}|\\{${ID}{1,64}\\})`;
export const listIdSchema = z
  .string()
  .min(1, 'listID is required')
  .regex(new RegExp(`^${LIST_ID}$`), 'listID is not a list id');

/** SharePoint's limit for a whole decoded URL path, site and folders included. */
const MAX_URL_LENGTH = 400;
/** Spaces, a query or fragment, or a . or .. segment. */
const URL_BREAKERS = /[\s?#]|\/\.\.?(\/|$)/;

/**
 * A site's address (siteURL, url): absolute http or https, without query, fragment, dot segments,
 * spaces or control characters (surrounding spaces, tabs and line breaks are dropped, as a browser does).
 */
export const siteUrlSchema = z
  .url({ protocol: /^https?$/, error: 'expects an absolute http or https address' })
  .max(MAX_URL_LENGTH)
  .refine(
    (url) => !URL_BREAKERS.test(url) && controlCharacterIn(url) === null && !hasLoneSurrogate(url),
    'expects a site address without spaces, ?, # or . and .. segments',
  );

/**
 * A name a person gives something (a board, a label, a filter): 1 to 255 characters once trimmed,
 * without control characters or half a surrogate pair, which no SharePoint title or export keeps.
 */
export const displayNameSchema = (requiredMessage = 'required_field') =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(255)
    .refine(
      (name) => controlCharacterIn(name) === null && !hasLoneSurrogate(name),
      'must not contain control characters or broken characters',
    );

const MAX_ITEM_ID = 2_147_483_647;
/** An item id in a JSON body: a JSON integer (SharePoint's are 32-bit), never a string or a boolean turned into one. */
export const itemIdSchema = z.number().int().min(-MAX_ITEM_ID).max(MAX_ITEM_ID);
/** The id of an item that exists. */
export const existingItemIdSchema = itemIdSchema.positive();

/**
 * A whole number in a query string or path: decimal digits only, so 'true', '[3]', '0x10' or '1e3'
 * are refused rather than coerced, then checked by `schema`.
 */
export function queryInt<T extends z.ZodType<number, number>>(schema: T) {
  return z
    .string()
    .regex(/^-?\d{1,10}$/, 'expects a whole number')
    .transform(Number)
    .pipe(schema);
}

/** A decimal number in a query string or path ('1000.5'), refused in any other notation. */
export function queryNumber<T extends z.ZodType<number, number>>(schema: T) {
  return z
    .string()
    .regex(/^-?\d{1,15}(\.\d{1,10})?$/, 'expects a decimal number')
    .transform(Number)
    .pipe(schema);
}

/** An existing item's id in a query string. */
export const queryItemIdSchema = queryInt(existingItemIdSchema);

/** A card's uniqueID, '<listID>#<itemID>'. */
export const uniqueIdSchema = z.string().regex(new RegExp(`^${LIST_ID}#\\d{1,10}$`), 'expects a uniqueID (listID#itemID)');

/** A file name SharePoint and the store can keep (fileNameProblem says why not). */
export const fileNameSchema = z.string().superRefine((name, ctx) => {
  const problem = fileNameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** siteURL/listID/itemID; timestamp and etag tell which version of the item the client read. */
export const itemInfoSchema = z.object({
  siteURL: siteUrlSchema,
  listID: listIdSchema,
  itemID: itemIdSchema,
  timestamp: z.number().optional(),
  etag: z.string().max(200).optional(),
});
export type ItemInfo = z.infer<typeof itemInfoSchema>;

/** A site; its language (a BCP 47 tag) is the default for people Listboard has not seen yet, where the host knows it. */
export const webSchema = z.object({ name: z.string(), description: z.string(), url: z.string(), language: z.string().optional() });
export type Web = z.infer<typeof webSchema>;

/** Card colours (spec 2 section 3: style rules; spec 1 section 3: item.color). */
export const itemColorSchema = z.object({
  bodyColor: z.string().optional(),
  borderColor: z.string().optional(),
  fontColor: z.string().optional(),
  outlineColor: z.string().optional(),
});
