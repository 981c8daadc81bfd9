import type { CurrentFilter } from '@listboard/shared';
import type { Translate } from '../../../i18n/i18n';

/** What the PDF says about itself: which board, seen through which filter, when. */
export interface ExportHeading {
  boardName: string;
  filter: string;
  exportedAt: string;
  /** "Page n of m" in the page's language. */
  pageOf: (page: number, count: number) => string;
  /** Beside a lane's name on a page that continues it: "(continued)". */
  continued: string;
}

/** The filter in force on the page: the filters panel's toggles and the search box. */
export interface FilterInForce {
  filter: CurrentFilter;
  searchKey: string;
}

/** Names for the ids a filter holds: the board's people and lists. */
export interface FilterNames {
  people: readonly { id: number | string; name: string }[];
  lists: readonly { listID: string; name: string }[];
}

/**
 * The filter in words, e.g. "Filters: Mine; People: Adele Vance; Search: “login”", or "No filter". A
 * person or list the board no longer knows is named by its id rather than left out: the filter still applies.
 */
export function describeFilter({ filter, searchKey }: FilterInForce, names: FilterNames, t: Translate): string {
  const personName = (id: number | string) => names.people.find((person) => String(person.id) === String(id))?.name ?? String(id);
  const listName = (id: string) => names.lists.find((list) => list.listID === id)?.name ?? id;
  const parts = [
    filter.activeFilters.length > 0 && t('pdf_filter_saved', { names: filter.activeFilters.map((rule) => rule.name).join(', ') }),
    filter.users.length > 0 && t('pdf_filter_people', { names: filter.users.map(personName).join(', ') }),
    filter.lists.length > 0 && t('pdf_filter_lists', { names: filter.lists.map(listName).join(', ') }),
    searchKey.trim() !== '' && t('pdf_filter_search', { text: searchKey.trim() }),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join('; ') : t('pdf_no_filter');
}

/**
 * The export's date and time in the page's language, e.g. "November 25, 2026 at 1:30 PM" or
 * "25. November 2026 um 13:30". Intl puts narrow no-break spaces in some of them, which the PDF's
 * standard fonts lack: they become plain spaces.
 */
export function formatExportTime(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date).replace(/[\u202f\u2009]/g, ' ');
}

export function exportHeading(boardName: string, filter: string, date: Date, locale: string, t: Translate): ExportHeading {
  return {
    boardName,
    filter,
    exportedAt: t('pdf_exported_at', { date: formatExportTime(date, locale) }),
    pageOf: (page, count) => t('pdf_page_of', { page, count }),
    continued: t('pdf_lane_continued'),
  };
}
