import type { BoardConfig } from '@listboard/shared';

/** Spec 2 section 4, sorting: 0 no sort, 1 manual sorting, 2 sort by chosen fields. */
export type SortType = 0 | 1 | 2;

export function sortTypeOf(config: Pick<BoardConfig, 'allowSorting' | 'sortFieldNames'>): SortType {
  if (config.sortFieldNames.length > 0) return 2;
  return config.allowSorting ? 1 : 0;
}

/** Choosing sort fields turns manual sorting off; leaving "by field" forgets the fields. */
export function withSortType(config: BoardConfig, type: SortType, firstField: string | undefined): BoardConfig {
  if (type === 2)
    return {
      ...config,
      allowSorting: false,
      sortFieldNames: config.sortFieldNames.length > 0 ? config.sortFieldNames : firstField ? [firstField] : [],
    };
  return { ...config, allowSorting: type === 1, sortFieldNames: [] };
}

export function withSortFields(config: BoardConfig, sortFieldNames: string[]): BoardConfig {
  return { ...config, sortFieldNames, allowSorting: sortFieldNames.length > 0 ? false : config.allowSorting };
}
