// The notifications group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { type ItemWrite, recordChange } from './changeRecorder';
export { type CommentMentions, resolveMentions } from './mentions';
export { type SendDeps, sendOnce } from './sendOnce';
export { deliverChanges } from './changeDelivery';
export { remindEverywhere } from './reminderTimer';
export { checkUnsubscribe, unsubscribe, unsubscribeOneClick } from './unsubscribe';
export { oneClickUnsubscribeUrl, unsubscribeUrl } from './unsubscribeLinks';
export type { NotifierDeps } from './changeNotifier';
export type { NotificationsDeps } from './deps';
