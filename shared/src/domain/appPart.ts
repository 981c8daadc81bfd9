/**
 * Spec 1 section 9: an app part (the page in a host page's frame) asks its host for the height of its
 * content, 400 px until its content is measured, never below 200 px (the resize floor). The spec's
 * estimate of 20 px per row plus 60 served pages that could not measure themselves; this one measures
 * its content (docs/board-page.md).
 */
export const APP_PART_MIN_HEIGHT = 400;
export const APP_PART_HEIGHT_FLOOR = 200;

/** The height to ask the host for; `contentHeight` null while the page has not measured its content yet. */
export function appPartHeight(contentHeight: number | null): number {
  if (contentHeight === null || !Number.isFinite(contentHeight)) return APP_PART_MIN_HEIGHT;
  return Math.max(APP_PART_HEIGHT_FLOOR, Math.ceil(contentHeight));
}

/** The resize message of SharePoint's app parts: `<message senderId=...>resize(width,height)</message>`. */
export function resizeMessage(senderId: string, height: number): string {
  return `<message senderId=${senderId}>resize(100%,${height})</message>`;
}

/** What a host page may tell its app part: its size asked for again, or which part of the frame it shows. */
export type HostMessage = { kind: 'getSize' } | { kind: 'spScroll'; top: number; height: number };

/**
 * Reads a host's message: `getSize`, or `spScroll` with the frame's visible part (`spScroll:{"top":120,"height":700}`:
 * the frame's first `top` pixels are scrolled out of the host's view, `height` pixels of it are visible).
 * Anything else is not for us (null).
 */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== 'string') return null;
  if (data === 'getSize') return { kind: 'getSize' };
  if (!data.startsWith('spScroll:')) return null;
  try {
    const { top, height } = JSON.parse(data.slice('spScroll:'.length)) as { top?: unknown; height?: unknown };
    if (typeof top !== 'number' || typeof height !== 'number' || !Number.isFinite(top) || !Number.isFinite(height) || height <= 0)
      return null;
    return { kind: 'spScroll', top: Math.max(0, top), height };
  } catch {
    return null;
  }
}

/**
 * The platform's own item form (SharePoint's list form page) for an item: its display form for an
 * existing item a person may only read, its edit form otherwise, its new form for a new item
 * (item id 0, or a negative one: a copy, which the platform's form cannot prefill).
 */
export function platformFormUrl(siteUrl: string, listId: string, itemId: number, canEdit: boolean): string {
  const pageType = itemId <= 0 ? 8 : canEdit ? 6 : 4;
  const item = itemId > 0 ? `&ID=${itemId}` : '';
  return `${siteUrl.replace(/\/+$/, '')}/_layouts/15/listform.aspx?PageType=${pageType}&ListId=${encodeURIComponent(listId)}${item}`;
}

/** Asks the host page to open its form dialog (useOOTBForm=true): `opendialog:{"senderId","url","title"}`. */
export function openDialogMessage(senderId: string, url: string, title: string): string {
  return `opendialog:${JSON.stringify({ senderId, url, title })}`;
}

/**
 * Reads the host's answer when its dialog closes: `dialogresult:{"result":1}`, 1 when the person saved
 * (SharePoint's DialogResult.OK), 0 when they cancelled. Null for anything else.
 */
export function parseDialogResult(data: unknown): { saved: boolean } | null {
  if (typeof data !== 'string' || !data.startsWith('dialogresult:')) return null;
  try {
    const { result } = JSON.parse(data.slice('dialogresult:'.length)) as { result?: unknown };
    if (result !== 0 && result !== 1) return null;
    return { saved: result === 1 };
  } catch {
    return null;
  }
}
