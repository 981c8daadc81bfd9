import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the common floor takes from the process's services, beside the session's list host: the boards, the live channel and the
 * log, the watchers and picture of a card, and the app's own list host with the kept version digests and their passes.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type CommonDeps = Pick<
  Services,
  'boards' | 'realtime' | 'log' | 'watchers' | 'cardPictures' | 'listHostOfApp' | 'versionDigests' | 'digestPasses'
>;

export const commonDepsOf = (session: Pick<SiteContext, 'services'>): CommonDeps => session.services;
