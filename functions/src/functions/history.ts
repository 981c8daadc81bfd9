import { historyGroup } from '../routes/history';
import { registerGroup } from './register';

registerGroup(historyGroup);
