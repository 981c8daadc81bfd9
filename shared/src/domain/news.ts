/** News: Listboard's release notes, read from the bell in the navigation bar (spec 3 sections 2, 4 and 9; docs/news-and-feedback.md). */

/** Spec 3 section 9: the news popover shows 4 news at first, then up to 99999 after 'Show all'. */
export const NEWS_POPOVER_FIRST = 4;
export const NEWS_POPOVER_ALL = 99_999;
/** Spec 3 section 9: the news slider has 5 slides ('unlimited' for 0: a limit of 0 shows every news item). */
export const NEWS_SLIDER_SLIDES = 5;

/** Spec 3 section 7: what GET /api/news answers, as its only item, when the news cannot be read. */
export const NO_NEWS_TITLE = 'There are no news';

/** The cookie that remembers the newest news a person's browser has shown in the what's-new slider. */
export const WHATS_NEW_COOKIE = 'listboard-whats-new';
/** Spec 3 section 9: the whats-new cookie expires in 2033 (its last moment). */
export const WHATS_NEW_COOKIE_EXPIRES = new Date(Date.UTC(2033, 11, 31, 23, 59, 59));

/** A news item as the page reads it (the fields of spec 3 section 3). */
export interface NewsLike {
  title: string;
  url: string;
  isNew: boolean;
  UtcCreationDate: string;
}

/** News is new to a person when it was published after their last reading; before any reading, all of it is. */
export function isNewSince(createdAt: string, readAt: string | null): boolean {
  return readAt === null || Date.parse(createdAt) > Date.parse(readAt);
}

/** The count on the bell. */
export function unreadCount(news: readonly NewsLike[]): number {
  return news.filter((item) => item.isNew).length;
}

/** The placeholder of a failed read is no news: it is shown, but counted and remembered as nothing. */
export function isNoNewsPlaceholder(item: Pick<NewsLike, 'title' | 'url'>): boolean {
  return item.title === NO_NEWS_TITLE && item.url === '';
}

/** What the popover lists: the first 4, or up to 99999 once the person asked for all. */
export function popoverNews<T>(news: readonly T[], showAll: boolean): T[] {
  return news.slice(0, showAll ? NEWS_POPOVER_ALL : NEWS_POPOVER_FIRST);
}

/** The slides of the what's-new slider: the newest news, `limit` of them (0: all of them). */
export function sliderNews<T extends NewsLike>(news: readonly T[], limit = NEWS_SLIDER_SLIDES): T[] {
  const real = news.filter((item) => !isNoNewsPlaceholder(item));
  return limit === 0 ? real : real.slice(0, limit);
}

/** The publication date of the newest real news, or null when there is none. */
export function newestNewsDate(news: readonly NewsLike[]): string | null {
  let newest: string | null = null;
  for (const item of news) {
    if (isNoNewsPlaceholder(item)) continue;
    if (newest === null || Date.parse(item.UtcCreationDate) > Date.parse(newest)) newest = item.UtcCreationDate;
  }
  return newest;
}

/**
 * Whether the what's-new slider opens by itself: 'open' when news newer than the browser last showed
 * has come; 'remember' on a browser that never showed any (a first visit: the welcome slider's turn,
 * so the news of the day are only noted); 'none' otherwise.
 */
export function whatsNewDue(newest: string | null, seen: string | null): 'open' | 'remember' | 'none' {
  if (newest === null) return 'none';
  if (seen === null || Number.isNaN(Date.parse(seen))) return 'remember';
  return Date.parse(newest) > Date.parse(seen) ? 'open' : 'none';
}
