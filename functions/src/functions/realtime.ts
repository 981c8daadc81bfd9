import { realtimeGroup } from '../routes/realtime';
import { registerGroup } from './register';

registerGroup(realtimeGroup);
