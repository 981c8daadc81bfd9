import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the kanban group takes from the process's services, beside the session's list host: the
 * watchers and pictures of the cards it lays out, the live channel it hands the page, and the log. Its files pick
 * from this, not from the whole `session.services` bag, as the mail code picks from NotifierDeps.
 */
export type KanbanDeps = Pick<Services, 'watchers' | 'cardPictures' | 'realtime' | 'log'>;

export const kanbanDepsOf = (session: Pick<SiteContext, 'services'>): KanbanDeps => session.services;
