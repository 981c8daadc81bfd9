/**
 * The browser's local storage, or null where there is none: some embedded frames (a host page's iframe, a Teams tab
 * in some clients) forbid storage access, and what would be kept then lasts only as long as the page.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
