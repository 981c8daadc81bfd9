import { NO_NEWS_TITLE, type NewsItem, type NewsQuery, isNewSince, isoSeconds, errorText } from '@listboard/shared';
import type { Session } from '../../context/session';
import type { NewsStore, ReleaseNote } from '../../ports/newsStore';
import { RELEASE_NOTES } from '../../content/releaseNotes';
import { newsDepsOf } from './deps';

const DEFAULT_LANGUAGE = 'en-US';

/** Each store is seeded once per process; a failed seeding is tried again by the next reading. */
const seeded = new WeakMap<NewsStore, Promise<void>>();

function seedOnce(store: NewsStore, notes: readonly ReleaseNote[]): Promise<void> {
  let seeding = seeded.get(store);
  if (!seeding) {
    seeding = store.seed(notes);
    seeded.set(store, seeding);
    seeding.catch(() => seeded.delete(store));
  }
  return seeding;
}

/** Spec 3 section 7: what a failed read answers instead of the news. */
function noNews(now: Date): NewsItem[] {
  return [{ title: NO_NEWS_TITLE, shortDescription: '', url: '', isNew: false, UtcCreationDate: isoSeconds(now) }];
}

export interface NewsOptions {
  now?: Date;
  /** The release notes to seed (a test's own; Listboard's by default). */
  notes?: readonly ReleaseNote[];
}

/**
 * GET /api/news: the news published by now, newest first, in the page's language, each new if it came
 * after the person's last reading. The session's own failures (sign-in, site, a storage outage there)
 * answer as every route does (a fast 503 among them); a failure of the news store itself answers the
 * spec's one placeholder item 'There are no news', and is logged.
 */
export async function newsFor(session: Session, query: NewsQuery, options: NewsOptions = {}): Promise<NewsItem[]> {
  const { news } = newsDepsOf(session);
  const now = options.now ?? new Date();
  const language = query.language ?? DEFAULT_LANGUAGE;
  try {
    await seedOnce(news, options.notes ?? RELEASE_NOTES);
    const [notes, readAt] = await Promise.all([news.list(), news.readAt(session.tenant, session.user.login)]);
    return notes
      .filter((note) => Date.parse(note.createdAt) <= now.getTime())
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id))
      .map((note) => {
        const text = note.texts[language] ?? note.texts[DEFAULT_LANGUAGE] ?? { title: note.id, shortDescription: '' };
        return {
          title: text.title,
          shortDescription: text.shortDescription,
          url: note.url,
          isNew: isNewSince(note.createdAt, readAt),
          UtcCreationDate: note.createdAt,
        };
      });
  } catch (error) {
    // Storage that failed may have lost what was seeded (a table recreated): the next reading seeds again.
    seeded.delete(news);
    newsDepsOf(session).log(`The news could not be read for ${session.user.login}: ${errorText(error)}`);
    return noNews(now);
  }
}

/** POST /api/news: everything published by now is read for the person (spec 3 section 4: the counter becomes 0). */
export async function markNewsRead(session: Session, now = new Date()): Promise<Record<string, never>> {
  await newsDepsOf(session).news.markRead(session.tenant, session.user.login, isoSeconds(now));
  return {};
}
