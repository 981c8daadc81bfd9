import azf from '@azure/functions';
import { changeJob, drainChangeRecorder, reminderJob } from '../jobs/index';
import { notificationsGroup } from '../routes/notifications';
import { registerGroup } from './register';

registerGroup(notificationsGroup);

// The queue is in the app's own storage account, which the host reaches as AzureWebJobsStorage (the
// managed identity in Azure; the Bicep grants it Storage Queue Data Contributor). The host retries a
// failed message and parks it in `${queue}-poison` after host.json's maxDequeueCount (5).
azf.app.storageQueue('notificationQueue', {
  queueName: changeJob.queueName,
  connection: 'AzureWebJobsStorage',
  handler: (message, context) => changeJob.handle(message, Number(context.triggerMetadata?.dequeueCount ?? 1)),
});

// A run that the host missed (it was down) is caught up by the next one: each rule answers for the time since its last run.
azf.app.timer('reminderTimer', {
  schedule: reminderJob.schedule,
  handler: () => reminderJob.run(),
});

// Writes hand their changes over after answering; a graceful shutdown lets the last ones reach the queue.
azf.app.hook.appTerminate(() => drainChangeRecorder());
