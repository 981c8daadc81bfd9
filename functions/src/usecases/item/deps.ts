import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the item group takes from the process's services, beside the session's list host: the
 * watchers of a card, and the settings that sign and time a deleted card's restore token. Its files pick
 * from this, not from the whole `session.services` bag, as the mail code picks from NotifierDeps.
 */
export type ItemDeps = Pick<Services, 'watchers' | 'settings'>;

export const itemDepsOf = (session: Pick<SiteContext, 'services'>): ItemDeps => session.services;
