import { z } from 'zod';
import { FEEDBACK_BODY_MAX, FEEDBACK_SUBJECT_MAX, feedbackBodyLongEnough } from '../domain/feedback';
import { controlCharacterIn, hasLoneSurrogate } from '../domain/characters';
import { refusedAs } from './errors';

/** The e-mail address a reply to feedback goes to (prefilled with the person's own). */
export const feedbackEmailSchema = z.email('Give an e-mail address to answer to.').max(320, 'The e-mail address is too long.');

/** POST /api/feedback/send (spec 3 sections 3 and 7): subject, body, clientEmail, and the request's id. */
export const feedbackRequestSchema = z.object({
  // A subject becomes a mail header: no line breaks or other control characters.
  subject: z
    .string()
    .trim()
    .max(FEEDBACK_SUBJECT_MAX, `The subject has at most ${FEEDBACK_SUBJECT_MAX} characters.`)
    .refine(
      (subject) => controlCharacterIn(subject) === null && !hasLoneSurrogate(subject),
      'The subject cannot hold line breaks, control characters or broken characters.',
    ),
  // Line breaks belong in a message; half a surrogate pair has no UTF-8 for the mail.
  body: z
    .string()
    .max(FEEDBACK_BODY_MAX, `The message has at most ${FEEDBACK_BODY_MAX} characters.`)
    .refine((body) => !hasLoneSurrogate(body), 'The message cannot hold broken characters.')
    .refine(feedbackBodyLongEnough, { message: 'Write a message of more than 3 characters.', ...refusedAs('feedback_too_short') }),
  clientEmail: feedbackEmailSchema,
  /** Made by the page once per message it sends; a retry of the request carries it again (feedbackRequestKey). */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The request id has 8 to 64 letters, digits, hyphens or underscores.')
    .optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/**
 * What became of the feedback: `sent` to Listboard's feedback address, or `waiting` (stored, and sent by
 * the feedback timer once mail and an address are set, or by a parallel request sending it right now).
 */
export const feedbackResultSchema = z.object({ state: z.enum(['sent', 'waiting']) });
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;
