/**
 * People's pictures on their avatars (docs/licences.md#avatars; spec 3 section 2, "Choice of avatar source"): every avatar
 * of the product shows the person's picture from the tenant's chosen source, the site's or Office 365's,
 * and their initials when that source has none.
 */

/** The picture types an avatar shows; anything else a source answers (SVG, HTML) counts as no picture. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PhotoMediaType = (typeof PHOTO_MEDIA_TYPES)[number];

/** A 48x48 picture is a few kilobytes; a source answering more than this is not sending an avatar. */
export const MAX_PHOTO_BYTES = 512 * 1024;

/** How long the server keeps a picture it found, and how long that no picture was found (a new one shows within the hour). */
export const PHOTO_CACHE_SECONDS = { found: 60 * 60, missing: 10 * 60 } as const;

/** The media type of a source's answer when it is a picture an avatar may show, else null. */
export function photoMediaType(contentType: string | null | undefined): PhotoMediaType | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'image/jpg' ? 'image/jpeg' : (PHOTO_MEDIA_TYPES as readonly string[]).includes(type) ? (type as PhotoMediaType) : null;
}

/** Whether a source's answer is a picture to show: an allowed type, not empty and not larger than an avatar's. */
export function isShowablePhoto(contentType: string | null | undefined, byteLength: number): boolean {
  return photoMediaType(contentType) !== null && byteLength > 0 && byteLength <= MAX_PHOTO_BYTES;
}

/** Sign-in names compare without case (Entra's UPNs and SharePoint's claims do). */
export function photoLogin(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * Where the server keeps a person's picture: by source and site, so switching the source shows the other
 * pictures at once, and one site's answer never serves another's.
 */
export function photoCacheKey(source: string, siteUrl: string, login: string): string {
  return `${source}|${siteUrl.toLowerCase()}|${photoLogin(login)}`;
}

/**
 * SharePoint's userphoto.aspx answers a person without a photo of their own with its grey placeholder
 * (`/_layouts/15/images/PersonPlaceholder.*.png`): that is no picture, and the avatar shows initials.
 */
export function isSharePointPlaceholder(url: string): boolean {
  const path = /^https?:\/\/[^/?#]+(\/[^?#]*)/i.exec(url)?.[1]?.toLowerCase();
  return path !== undefined && path.includes('/_layouts/15/images/') && /personplaceholder|o14_person_placeholder/.test(path);
}

/** Whom an avatar asks a picture for: a person with a sign-in name, not a group nor a person no longer found. */
export function photoLoginOf(person: { login?: string | null; isGroup?: boolean } | null | undefined): string | null {
  const login = person?.login?.trim();
  return login && !person?.isGroup ? login : null;
}
