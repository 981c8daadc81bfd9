import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the license group takes from the process's services, beside the session's list host: the stored licences and seats, the
 * vendor's licence keys, the trial's length in the settings, and the feedback path the trial information form is sent through.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type LicenseDeps = Pick<Services, 'licenses' | 'licenseKeys' | 'settings' | 'feedback' | 'deliveries' | 'mailer' | 'log'>;

export const licenseDepsOf = (session: Pick<SiteContext, 'services'>): LicenseDeps => session.services;

/**
 * What a licence's standing reads: the stored licences, the vendor's keys and the trial's length. Other groups hand it their
 * own deps.
 */
export type StandingDeps = Pick<Services, 'licenses' | 'licenseKeys' | 'settings'>;
