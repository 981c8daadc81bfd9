/** Reads the whole page again from the server: after a data transfer, every cached answer may name the old location. */
export function reloadPage(): void {
  window.location.reload();
}
