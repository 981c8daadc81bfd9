// The feedback group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { deliverFeedback, feedbackMailDepsOf, sendFeedback, sendWaitingFeedback } from './sendFeedback';
export type { FeedbackDeps } from './deps';
