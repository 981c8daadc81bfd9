import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Field } from '@listboard/shared';
import { fetchSiteLists, fetchSourceFields } from '../../api/configEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { readPageParameters } from '../../host/hostQuery';
import { useT } from '../../i18n/useT';
import { conditionFields } from '../../ui/conditions/conditionFields';
import type { FieldEnvironment } from '../../ui/fields/fieldEnvironment';

/**
 * What the home's filter builder offers: the fields of the host site's lists as one set. Boards on
 * other sites are tested by the same internal names; a board whose lists lack a field matches no
 * condition on it.
 */
export function useHomeFilterFields(enabled: boolean): { fields: readonly Field[] | undefined; environment: FieldEnvironment } {
  const t = useT();
  const site = readPageParameters(useLocation().search).SPHostUrl ?? '';
  const lists = useQuery({
    queryKey: queryKeys.siteLists(site),
    queryFn: ({ signal }) => fetchSiteLists(site, signal),
    enabled: enabled && site !== '',
  });
  const listIds = lists.data?.filter((l) => l.allowView).map((l) => l.listID) ?? [];
  const fields = useQuery({
    queryKey: queryKeys.siteFields(site, listIds),
    queryFn: () => fetchSourceFields(site, listIds),
    enabled: enabled && listIds.length > 0,
    staleTime: Infinity,
  });
  const offered = useMemo(() => fields.data && conditionFields(fields.data, t), [fields.data, t]);
  const environment = useMemo<FieldEnvironment>(
    () => ({ siteURL: site, listID: lists.data?.[0]?.listID ?? '', people: new Map(), clock: '24h' }),
    [site, lists.data],
  );
  return { fields: offered, environment };
}
