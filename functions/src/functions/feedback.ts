import azf from '@azure/functions';
import { feedbackJob } from '../jobs/index';
import { feedbackGroup } from '../routes/feedback';
import { registerGroup } from './register';

registerGroup(feedbackGroup);

// Feedback kept while mail was off, the address unset or the transport failing is mailed once they work.
azf.app.timer('feedbackTimer', {
  schedule: feedbackJob.schedule,
  handler: () => feedbackJob.run(),
});
