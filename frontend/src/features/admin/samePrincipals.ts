import type { Principal } from '@listboard/shared';

/** A principal as the server tells them apart: by login, whatever its case, and whether it is a group. */
const principalKey = (principal: Principal) => `${principal.isGroup ? 'g' : 'u'}:${principal.login.trim().toLowerCase()}`;

/** Whether two lists name the same users and groups, in any order. */
export function samePrincipals(a: readonly Principal[], b: readonly Principal[]): boolean {
  const keys = (list: readonly Principal[]) => list.map(principalKey).sort().join('\n');
  return keys(a) === keys(b);
}
