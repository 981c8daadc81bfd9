import { API_PATHS, type NewsItem } from '@listboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appLocale } from '../i18n/locale';
import { apiRequest } from './client';
import { queryKeys } from './queryKeys';

/** The news calls (spec 3 section 7; docs/news-and-feedback.md): the news in the page's language, and marking them read. */
export function fetchNews(signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest(API_PATHS.news, { signal, query: { language: appLocale } });
}

export function markNewsRead(): Promise<void> {
  return apiRequest(API_PATHS.news, { method: 'POST', body: {} });
}

/** Release notes change with a deployment, not within a visit: read once a quarter of an hour at most. */
const NEWS_STALE_MS = 15 * 60_000;

export function useNews() {
  return useQuery({ queryKey: queryKeys.news(appLocale), queryFn: ({ signal }) => fetchNews(signal), staleTime: NEWS_STALE_MS });
}

/**
 * Marks every news item read (spec 3 section 4: on closing the popover the counter becomes 0 at once).
 * A failure leaves the server's state to the next reading, which shows the news as new again.
 */
export function useMarkNewsRead() {
  const queryClient = useQueryClient();
  const key = queryKeys.news(appLocale);
  return useMutation({
    mutationFn: markNewsRead,
    onMutate: () => {
      queryClient.setQueryData<NewsItem[]>(key, (news) => news?.map((item) => (item.isNew ? { ...item, isNew: false } : item)));
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
