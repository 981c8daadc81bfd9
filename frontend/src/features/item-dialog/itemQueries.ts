import { useQuery } from '@tanstack/react-query';
import { fetchAttachments, fetchComments, fetchItemValues, fetchSubtasks, fetchWatchers, type ItemPlace } from '../../api/itemEndpoints';
import { queryKeys } from '../../api/queryKeys';

/** Query keys of one item's data; `item(place)` is their common prefix, so one call refreshes them all. */
/** Only items that exist (an id above 0) have data on the server. */
const exists = (place: ItemPlace | null): place is ItemPlace => place !== null && place.itemID > 0;

export function useItemValues(place: ItemPlace | null) {
  return useQuery({
    queryKey: queryKeys.itemValues(exists(place) ? place : null),
    queryFn: ({ signal }) => fetchItemValues(place as ItemPlace, undefined, signal),
    enabled: exists(place),
    // Opening an item always reads its current version (the etag a save sends); edits stay on top of a reload.
    refetchOnMount: 'always',
  });
}

export function useAttachments(place: ItemPlace | null) {
  return useQuery({
    queryKey: queryKeys.itemAttachments(exists(place) ? place : null),
    queryFn: ({ signal }) => fetchAttachments(place as ItemPlace, signal),
    enabled: exists(place),
  });
}

export function useWatchers(place: ItemPlace | null) {
  return useQuery({
    queryKey: queryKeys.itemWatchers(exists(place) ? place : null),
    queryFn: ({ signal }) => fetchWatchers(place as ItemPlace, signal),
    enabled: exists(place),
  });
}

export function useComments(place: ItemPlace | null, top: number) {
  return useQuery({
    queryKey: queryKeys.itemComments(exists(place) ? place : null, top),
    queryFn: ({ signal }) => fetchComments(place as ItemPlace, top, signal),
    enabled: exists(place),
  });
}

export function useSubtasks(place: ItemPlace | null) {
  return useQuery({
    queryKey: queryKeys.itemSubtasks(exists(place) ? place : null),
    queryFn: ({ signal }) => fetchSubtasks(place as ItemPlace, signal),
    enabled: exists(place),
  });
}
