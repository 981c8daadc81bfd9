import azf from '@azure/functions';
import { transferJob } from '../jobs/index';
import { adminGroup } from '../routes/admin';
import { registerGroup } from './register';

registerGroup(adminGroup);

// A tenant's data transfer whose runner stopped (its instance recycled) is taken up again once its lease ran out.
azf.app.timer('dataTransferTimer', {
  schedule: transferJob.schedule,
  handler: () => transferJob.run(),
});
