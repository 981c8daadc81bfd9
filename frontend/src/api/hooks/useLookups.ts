import { useQuery } from '@tanstack/react-query';
import { fetchLookups } from '../itemEndpoints';
import { queryKeys } from '../queryKeys';

/** The items a lookup field of a list offers, read again after a minute; undefined while they load. */
export function useLookups(siteURL: string, listID: string, field: string): { id: number; name: string }[] | undefined {
  const lookups = useQuery({
    queryKey: queryKeys.lookups(siteURL, listID, field),
    queryFn: ({ signal }) => fetchLookups(siteURL, listID, field, signal),
    staleTime: 60_000,
  });
  return lookups.data;
}
