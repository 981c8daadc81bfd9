/** Feedback sent from the navigation bar (spec 3 sections 2, 4 and 5; issue 17). */

/** Spec 3 section 5: the body must be longer than 3 characters. */
export const FEEDBACK_BODY_MIN_EXCLUSIVE = 3;
/** Enough for a long message, and far below what a Table Storage string property holds (64 KiB). */
export const FEEDBACK_BODY_MAX = 10_000;
export const FEEDBACK_SUBJECT_MAX = 200;

/** Whether a feedback body may be sent: longer than 3 characters once trimmed (else: red border, sending blocked). */
export function feedbackBodyLongEnough(body: string): boolean {
  return body.trim().length > FEEDBACK_BODY_MIN_EXCLUSIVE;
}
