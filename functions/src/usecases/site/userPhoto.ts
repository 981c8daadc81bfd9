import { photoCacheKey, photoLogin } from '@listboard/shared';
import type { Session } from '../../context/session';
import type { PersonPhoto } from '../../ports/personPhotos';
import { notFound } from '../errors';
import { PhotoCache } from './photoCache';
import { siteDepsOf } from './deps';

const cache = new PhotoCache();

/**
 * A person's picture from the tenant's avatar source (the admin panel chooses it; docs/licences.md#avatars): the site's
 * ('site': SharePoint's user photo, or the built-in store's own) or Office 365's (Microsoft Graph, on the
 * caller's behalf). Only people of the caller's site: anyone else is `user_not_found`, as if unknown.
 * Null when the source has no picture of them. `accessToken` is the caller's, for Graph's exchange.
 */
export async function userPhoto(session: Session, login: string, accessToken: string | null): Promise<PersonPhoto | null> {
  const source = (await siteDepsOf(session).licenses.get(session.tenant))?.avatarSource ?? 'site';
  return cache.get(photoCacheKey(source, session.siteUrl, login), async () => {
    const person = await session.lists.getUserByLogin(session.siteUrl, photoLogin(login));
    if (!person) throw notFound('user_not_found', `${login} is not a user of ${session.siteUrl}.`);
    if (source === 'site') return session.lists.readUserPhoto(session.siteUrl, person);
    return siteDepsOf(session)
      .directoryPhotosFor({ accessToken, signedIn: session.signedIn, origin: session.tenant })
      .photoOf(person.login);
  });
}
