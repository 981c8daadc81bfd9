/** Offers text to the browser as a file download under `fileName`. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the object URL is no longer needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name made of a board's name: characters file systems refuse become '-'. */
export function fileNameOf(name: string, extension: string): string {
  const base = name.trim().replace(/[\\/:*?"<>|]+/g, '-') || 'board';
  return `${base}${extension}`;
}
