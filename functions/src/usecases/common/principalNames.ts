import type { Principal } from '@listboard/shared';
import type { SiteUser } from '../../ports/listHost';

/**
 * A principal's name as people see it: the one stored with it, else the site's (on SharePoint, the
 * directory's) name of that user. A board made by quick create stores its owner by login only.
 */
export function principalNamer(users: readonly SiteUser[]): (principal: Principal) => string | undefined {
  const nameOf = new Map(users.map((user) => [user.login.toLowerCase(), user.name]));
  return (principal) => principal.name || nameOf.get(principal.login.toLowerCase());
}
