import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the feedback group takes from the process's services, beside the session's list host: where feedback is kept, the
 * delivery ledger and mailer that send it once, the feedback address in the settings, and the log.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type FeedbackDeps = Pick<Services, 'feedback' | 'deliveries' | 'mailer' | 'settings' | 'log'>;

export const feedbackDepsOf = (session: Pick<SiteContext, 'services'>): FeedbackDeps => session.services;
