/** Writes text to the clipboard; a page without clipboard access (no navigator.clipboard) rejects like a refused write. */
export function copyText(text: string): Promise<void> {
  return Promise.resolve().then(() => navigator.clipboard.writeText(text));
}
