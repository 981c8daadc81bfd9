import { type SPFI, SPQueryable, spGet } from '@pnp/sp';
import { parseBinderWithErrorCheck } from '@pnp/queryable';
import { isSharePointPlaceholder, isShowablePhoto, photoMediaType } from '@listboard/shared';
import { ListAccessDeniedError, type SiteUser } from '../../ports/listHost';
import type { PersonPhoto } from '../../ports/personPhotos';
import { spCall } from './spConnection';

interface PhotoAnswer {
  bytes: Uint8Array;
  contentType: string | null;
  /** Where the answer came from after SharePoint's redirects (its placeholder for a person without a photo). */
  url: string;
}

/** The answer's bytes with the type and the address they came from, instead of PnP's JSON. */
const PhotoParse = () =>
  parseBinderWithErrorCheck(async (response: Response): Promise<PhotoAnswer> => ({
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type'),
    url: response.url,
  }));

/**
 * A person's picture as SharePoint shows it on the site: `{site}/_layouts/15/userphoto.aspx?size=S&accountname={email}`
 * (S is 48x48), read with the caller's token through the same guarded, throttled connection as the lists.
 * SharePoint answers a person without a photo with its placeholder picture, or not at all: both are null,
 * and so is a photo the caller may not see (their avatar shows initials).
 */
export async function userPhotoOf(sp: SPFI, siteUrl: string, user: SiteUser): Promise<PersonPhoto | null> {
  const account = user.email || user.login;
  const url = `${siteUrl}/_layouts/15/userphoto.aspx?size=S&accountname=${encodeURIComponent(account)}`;
  let answer: PhotoAnswer | null;
  try {
    answer = await spCall(() => spGet<PhotoAnswer>(SPQueryable([sp.web, url]).using(PhotoParse())));
  } catch (error) {
    if (error instanceof ListAccessDeniedError) return null;
    throw error;
  }
  if (!answer || isSharePointPlaceholder(answer.url) || !isShowablePhoto(answer.contentType, answer.bytes.byteLength)) return null;
  return { bytes: answer.bytes, contentType: photoMediaType(answer.contentType) as PersonPhoto['contentType'] };
}
