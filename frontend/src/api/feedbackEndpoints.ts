import { API_PATHS, type FeedbackRequest, type FeedbackResult } from '@listboard/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** POST /api/feedback/send (spec 3 section 7; docs/news-and-feedback.md). */
export function sendFeedback(request: FeedbackRequest): Promise<FeedbackResult> {
  return apiRequest(API_PATHS.feedbackSend, { method: 'POST', body: request });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
