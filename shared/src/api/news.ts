import { z } from 'zod';
import { PAGE_LANGUAGES } from './auth';

/** A news item (spec 3 section 3): one of Listboard's release notes, in the language the page asked for. */
export const newsItemSchema = z.object({
  title: z.string(),
  shortDescription: z.string(),
  /** Where to read more: a path of the app (`/trashbin`), an https address, or '' for nowhere. */
  url: z.string(),
  /** Published after the person last read the news (POST /api/news). */
  isNew: z.boolean(),
  /** When it was published: ISO 8601 in UTC, without fractional seconds. */
  UtcCreationDate: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /api/news: newest first; on a failure to read them, one placeholder item titled 'There are no news'. */
export const newsResponseSchema = z.array(newsItemSchema);

export const newsQuerySchema = z.object({
  /** The page's language; the news are written in it (en-US when absent). */
  language: z.enum(PAGE_LANGUAGES, { error: `Use one of ${PAGE_LANGUAGES.join(', ')}.` }).optional(),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/** POST /api/news: an empty object; marks every news item read for the caller. */
export const markNewsReadRequestSchema = z.object({});
