import { API_PATHS, feedbackRequestSchema, feedbackResultSchema } from '@listboard/shared';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { sendFeedback } from '../usecases/feedback/index';

export const feedbackGroup: ApiGroup = {
  name: 'feedback',
  routes: [
    userRoute(
      'POST',
      API_PATHS.feedbackSend,
      {
        license: 'open',
        summary:
          "Keeps the caller's feedback and mails it to Listboard's feedback address once (400 feedback_too_short for a body of 3 characters or fewer)",
        body: feedbackRequestSchema,
        response: feedbackResultSchema,
      },
      async ({ session, body }) => sendFeedback(session, body),
    ),
  ],
};
