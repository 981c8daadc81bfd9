import azf from '@azure/functions';
import { trashJob } from '../jobs/index';
import { boardsGroup } from '../routes/boards';
import { registerGroup } from './register';

registerGroup(boardsGroup);

// Boards in the trash bin past the retention period are removed for good; a removal cut short is finished.
azf.app.timer('trashRetentionTimer', {
  schedule: trashJob.schedule,
  handler: () => trashJob.run(),
});
