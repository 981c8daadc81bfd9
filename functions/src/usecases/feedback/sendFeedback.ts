import { type FeedbackRequest, type FeedbackResult, feedbackRequestKey, isoSeconds, errorText } from '@listboard/shared';
import type { Session } from '../../context/session';
import type { DeliveryLedger } from '../../ports/deliveryLedger';
import type { FeedbackStore, StoredFeedback } from '../../ports/feedbackStore';
import type { Mailer } from '../../ports/mailer';
import { sendOnce } from '../notifications/index';
import { feedbackMail } from './feedbackMail';
import { type FeedbackDeps, feedbackDepsOf } from './deps';

/** What sending feedback needs: where it is kept, and mail with an address, when the deployment has them. */
export interface FeedbackMailDeps {
  store: FeedbackStore;
  deliveries: DeliveryLedger;
  mailer: Mailer | null;
  address: string | null;
  log(message: string): void;
}

export const feedbackMailDepsOf = (services: FeedbackDeps): FeedbackMailDeps => ({
  store: services.feedback,
  deliveries: services.deliveries,
  mailer: services.mailer,
  address: services.settings.feedbackAddress,
  log: services.log,
});

/** How many waiting messages one run of the feedback timer sends at most; the next run sends the rest. */
const TIMER_BATCH = 100;

/**
 * Mails stored feedback to the feedback address once, whoever else tries (a retry, a parallel identical
 * request, the timer): the delivery ledger holds one claim per feedback. 'waiting' when there is no mail
 * or no address, when another sender holds the claim right now, or when the transport failed (logged;
 * the timer tries again).
 */
export async function deliverFeedback(deps: FeedbackMailDeps, feedback: StoredFeedback, now: Date): Promise<FeedbackResult['state']> {
  const { mailer, address } = deps;
  if (!mailer || !address) return 'waiting';
  try {
    const outcome = await sendOnce({ mailer, deliveries: deps.deliveries }, { board: null, message: `feedback ${feedback.id}` }, () =>
      feedbackMail(feedback, address),
    );
    if (outcome === 'busy') return 'waiting';
  } catch (error) {
    deps.log(`Feedback ${feedback.id} was kept but not mailed yet: ${errorText(error)}`);
    return 'waiting';
  }
  await deps.store.markSent(feedback, isoSeconds(now));
  return 'sent';
}

/**
 * POST /api/feedback/send: the feedback is stored first (a retry of the same request is one feedback,
 * so it is stored and mailed once; the same words in a new request are new feedback), then mailed when
 * the deployment can. Either way it is received: a storage failure is the only failure the person sees.
 */
export async function sendFeedback(session: Session, request: FeedbackRequest, now = new Date()): Promise<FeedbackResult> {
  const deps = feedbackMailDepsOf(feedbackDepsOf(session));
  const stored = await deps.store.record(
    {
      tenant: session.tenant,
      siteUrl: session.siteUrl,
      login: session.user.login,
      name: session.user.name,
      subject: request.subject,
      body: request.body.trim(),
      clientEmail: request.clientEmail.trim(),
      requestKey: feedbackRequestKey(request.requestId, now),
    },
    isoSeconds(now),
  );
  if (stored.state === 'sent') return { state: 'sent' };
  return { state: await deliverFeedback(deps, stored, now) };
}

/** The feedback timer: mails what waits, once mail and an address are set. */
export async function sendWaitingFeedback(deps: FeedbackMailDeps, now = new Date()): Promise<void> {
  if (!deps.mailer || !deps.address) return;
  for (const feedback of await deps.store.waiting(TIMER_BATCH)) await deliverFeedback(deps, feedback, now);
}
