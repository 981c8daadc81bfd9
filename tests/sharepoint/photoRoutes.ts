import type { IncomingMessage } from 'node:http';
import { placeholderPhoto } from '@listboard/local';
import type { SharePointModel } from './model';
import type { SpAnswer } from './answers';

// Shapes: SharePoint's user photo page, `{site}/_layouts/15/userphoto.aspx?size=S|M|L&accountname={email or login}`,
// answers the person's profile picture; for a person without one it sends SharePoint's placeholder
// (`/_layouts/15/images/PersonPlaceholder.*.png`) instead. Pages outside `_api`, so not REST's JSON.

const USER_PHOTO = /^(.*)\/_layouts\/15\/userphoto\.aspx$/i;
const PLACEHOLDER = /\/_layouts\/15\/images\/personplaceholder\.[^/]+\.png$/i;

/** The photo page's answer, or null when the request is not for it (nor for its placeholder). */
export function photoAnswer(request: IncomingMessage, url: URL, model: SharePointModel): SpAnswer | null {
  if (request.method !== 'GET') return null;
  if (PLACEHOLDER.test(url.pathname)) return { status: 200, body: placeholderPhoto(), headers: { 'content-type': 'image/png' } };
  const site = USER_PHOTO.exec(decodeURIComponent(url.pathname));
  if (!site) return null;
  const account = [...url.searchParams].find(([name]) => name.toLowerCase() === 'accountname')?.[1]?.toLowerCase() ?? '';
  const photo = model.photos.get(account);
  if (photo) return { status: 200, body: photo, headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=86400' } };
  return { status: 302, headers: { location: `${url.origin}${site[1]}/_layouts/15/images/PersonPlaceholder.42x42x32.png` } };
}
