import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/** What the files group takes from the process's services, beside the session's list host: the card pictures it marks. */
export type FilesDeps = Pick<Services, 'cardPictures'>;

export const filesDepsOf = (session: Pick<SiteContext, 'services'>): FilesDeps => session.services;
