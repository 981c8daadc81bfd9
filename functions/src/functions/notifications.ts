import azf from '@azure/functions';
import { changeJob } from '../composition/backgroundJobs';

// The queue is in the app's own storage account, which the host reaches as AzureWebJobsStorage (the
// managed identity in Azure; the Bicep grants it Storage Queue Data Contributor). The host retries a
// failed message and parks it in `${queue}-poison` after host.json's maxDequeueCount (5).
azf.app.storageQueue('notifications', {
  queueName: changeJob.queueName,
  connection: 'AzureWebJobsStorage',
  handler: (message, context) => changeJob.handle(message, Number(context.triggerMetadata?.dequeueCount ?? 1)),
});
