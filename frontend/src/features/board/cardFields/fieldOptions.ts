import { useQueries, useQuery } from '@tanstack/react-query';
import type { Field } from '@listboard/shared';
import { fetchChoices, fetchLookups } from '../../../api/itemEndpoints';
import { queryKeys } from '../../../api/queryKeys';

/** A choice, or a lookup item by its id, as an editor offers it. */
export interface FieldOption {
  value: string;
  text: string;
}

export interface FieldOptions {
  options: FieldOption[];
  loading: boolean;
}

const NO_OPTIONS: FieldOption[] = [];
// Choices and lookup items change rarely; a card edited twice in a minute asks once.
const OPTIONS_STALE_MS = 60_000;

function needsOptions(field: Field): boolean {
  return field.type === 'Choice' || field.type === 'MultiChoice' || field.type === 'Lookup';
}

/** The options the board already carries with its fields, if any. */
function knownOptions(field: Field): FieldOption[] | null {
  if ((field.type === 'Choice' || field.type === 'MultiChoice') && field.choices?.length)
    return field.choices.map((choice) => ({ value: choice, text: choice }));
  if (field.type === 'Lookup' && field.lookups?.length)
    return field.lookups.map((lookup) => ({ value: String(lookup.id), text: lookup.name }));
  return null;
}

/** The query of a field's options from its list, when the board does not carry them. */
function optionsQuery(field: Field, siteURL: string, listID: string) {
  return {
    queryKey: queryKeys.fieldOptions(siteURL, listID, field.internalName),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<FieldOption[]> =>
      field.type === 'Lookup'
        ? (await fetchLookups(siteURL, listID, field.internalName, signal)).map((lookup) => ({
            value: String(lookup.id),
            text: lookup.name,
          }))
        : (await fetchChoices(siteURL, listID, field.internalName, signal)).map((choice) => ({ value: choice, text: choice })),
    enabled: needsOptions(field) && knownOptions(field) === null,
    staleTime: OPTIONS_STALE_MS,
  };
}

/** The options of one field of the card's list. */
export function useFieldOptions(field: Field, siteURL: string, listID: string): FieldOptions {
  const query = useQuery(optionsQuery(field, siteURL, listID));
  const known = knownOptions(field);
  if (known) return { options: known, loading: false };
  if (!needsOptions(field)) return { options: NO_OPTIONS, loading: false };
  return { options: query.data ?? NO_OPTIONS, loading: query.isPending };
}

/** The options of several fields; loading until every one has answered. */
export function useFieldsOptions(
  fields: readonly Field[],
  siteURL: string,
  listID: string,
): { byField: Map<string, FieldOption[]>; loading: boolean } {
  const results = useQueries({ queries: fields.map((field) => optionsQuery(field, siteURL, listID)) });
  const byField = new Map<string, FieldOption[]>();
  let loading = false;
  fields.forEach((field, index) => {
    const known = knownOptions(field);
    if (known || !needsOptions(field)) {
      byField.set(field.internalName, known ?? NO_OPTIONS);
      return;
    }
    byField.set(field.internalName, results[index].data ?? NO_OPTIONS);
    if (results[index].isPending) loading = true;
  });
  return { byField, loading };
}
