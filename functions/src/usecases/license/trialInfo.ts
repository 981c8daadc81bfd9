import { type FeedbackResult, type TrialInfo, feedbackRequestKey, isoSeconds } from '@listboard/shared';
import type { Session } from '../../context/session';
import { deliverFeedback, feedbackMailDepsOf } from '../feedback/index';
import { licenseDepsOf } from './deps';

/**
 * POST /api/kanban/trialInfo: the trial information form, or a book-a-demo request, goes to the vendor's
 * address (the feedback address: the one inbox Listboard's vendor reads) through the mail port. It is
 * kept first and mailed once, through the feedback's own path, so the feedback timer sends what mail
 * could not take yet and a retry (within the retry window: the form sends no request id) sends nothing twice.
 */
export async function sendTrialInfo(session: Session, request: TrialInfo, now = new Date()): Promise<FeedbackResult> {
  const deps = feedbackMailDepsOf(licenseDepsOf(session));
  const kind = request.demoDate ? `Demo request for ${request.demoDate}` : 'Trial information';
  const lines = [
    `${kind} from ${session.tenant}`,
    '',
    `First name: ${request.firstName}`,
    `Last name: ${request.lastName}`,
    `Company: ${request.company}`,
    `Position: ${request.position}`,
    `E-mail: ${request.email}`,
    `Mobile: ${request.mobile}`,
    `Industry: ${request.industry}`,
    `Size: ${request.size} users`,
    ...(request.demoDate ? [`Preferred demo date: ${request.demoDate}`] : []),
    ...(request.message ? ['', request.message] : []),
  ];
  const stored = await deps.store.record(
    {
      tenant: session.tenant,
      siteUrl: session.siteUrl,
      login: session.user.login,
      name: session.user.name,
      subject: `${kind}: ${request.firstName} ${request.lastName}, ${request.company}`.slice(0, 200),
      body: lines.join('\n'),
      clientEmail: request.email,
      requestKey: feedbackRequestKey(undefined, now),
    },
    isoSeconds(now),
  );
  if (stored.state === 'sent') return { state: 'sent' };
  return { state: await deliverFeedback(deps, stored, now) };
}
