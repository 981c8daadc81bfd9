/** Feedback sent from the navigation bar (spec 3 sections 2, 4 and 5; docs/news-and-feedback.md). */

/** Spec 3 section 5: the body must be longer than 3 characters. */
export const FEEDBACK_BODY_MIN_EXCLUSIVE = 3;
/** Enough for a long message, and far below what a Table Storage string property holds (64 KiB). */
export const FEEDBACK_BODY_MAX = 10_000;
export const FEEDBACK_SUBJECT_MAX = 200;

/** Whether a feedback body may be sent: longer than 3 characters once trimmed (else: red border, sending blocked). */
export function feedbackBodyLongEnough(body: string): boolean {
  return body.trim().length > FEEDBACK_BODY_MIN_EXCLUSIVE;
}

/** How long identical feedback from a caller that sends no request id counts as a retry: retries come within seconds. */
export const FEEDBACK_RETRY_WINDOW_MS = 10 * 60 * 1000;

/**
 * What tells a retry of a feedback request from the same words sent again later: the id the page makes
 * once per message it sends (a retry carries it again), or, for a caller that sends none, the ten-minute
 * window the request came in. The person's words are part of the feedback's key beside it.
 */
export function feedbackRequestKey(requestId: string | undefined, receivedAt: Date): string {
  return requestId ? `id:${requestId}` : `window:${Math.floor(receivedAt.getTime() / FEEDBACK_RETRY_WINDOW_MS)}`;
}
