/** Where the app was entered: a path and its query, as the address had them. */
export interface RecordedPath {
  pathname: string;
  search: string;
}

let firstPath: RecordedPath | null = null;

/**
 * Records the address the app was entered at, once per page load: the go-back action returns there
 * (docs/board-page.md#going-back). An entry that only redirects (page parameters naming a board) is
 * recorded as given, so going back resolves it again to the same target.
 */
export function recordFirstPath(location: RecordedPath): void {
  firstPath ??= { pathname: location.pathname, search: location.search };
}

export function firstRecordedPath(): RecordedPath | null {
  return firstPath;
}

/** Tests only: a new page load. */
export function forgetFirstPath(): void {
  firstPath = null;
}
