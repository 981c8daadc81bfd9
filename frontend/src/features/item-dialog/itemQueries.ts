import { useQuery } from '@tanstack/react-query';
import { fetchAttachments, fetchComments, fetchItemValues, fetchSubtasks, fetchWatchers, type ItemPlace } from '../../api/itemEndpoints';

/** Query keys of one item's data; `item(place)` is their common prefix, so one call refreshes them all. */
export const itemKeys = {
  item: (place: ItemPlace) => ['item', place.boardID, place.listID, place.itemID] as const,
  values: (place: ItemPlace) => [...itemKeys.item(place), 'values'] as const,
  attachments: (place: ItemPlace) => [...itemKeys.item(place), 'attachments'] as const,
  watchers: (place: ItemPlace) => [...itemKeys.item(place), 'watchers'] as const,
  comments: (place: ItemPlace, top: number) => [...itemKeys.item(place), 'comments', top] as const,
  subtasks: (place: ItemPlace) => [...itemKeys.item(place), 'subtasks'] as const,
};

/** Only items that exist (an id above 0) have data on the server. */
const exists = (place: ItemPlace | null): place is ItemPlace => place !== null && place.itemID > 0;

export function useItemValues(place: ItemPlace | null) {
  return useQuery({
    queryKey: exists(place) ? itemKeys.values(place) : ['item', 'none'],
    queryFn: ({ signal }) => fetchItemValues(place as ItemPlace, undefined, signal),
    enabled: exists(place),
    // Opening an item always reads its current version (the etag a save sends); edits stay on top of a reload.
    refetchOnMount: 'always',
  });
}

export function useAttachments(place: ItemPlace | null) {
  return useQuery({
    queryKey: exists(place) ? itemKeys.attachments(place) : ['item', 'none', 'attachments'],
    queryFn: ({ signal }) => fetchAttachments(place as ItemPlace, signal),
    enabled: exists(place),
  });
}

export function useWatchers(place: ItemPlace | null) {
  return useQuery({
    queryKey: exists(place) ? itemKeys.watchers(place) : ['item', 'none', 'watchers'],
    queryFn: ({ signal }) => fetchWatchers(place as ItemPlace, signal),
    enabled: exists(place),
  });
}

export function useComments(place: ItemPlace | null, top: number) {
  return useQuery({
    queryKey: exists(place) ? itemKeys.comments(place, top) : ['item', 'none', 'comments'],
    queryFn: ({ signal }) => fetchComments(place as ItemPlace, top, signal),
    enabled: exists(place),
  });
}

export function useSubtasks(place: ItemPlace | null) {
  return useQuery({
    queryKey: exists(place) ? itemKeys.subtasks(place) : ['item', 'none', 'subtasks'],
    queryFn: ({ signal }) => fetchSubtasks(place as ItemPlace, signal),
    enabled: exists(place),
  });
}
