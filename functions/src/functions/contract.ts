import { contractGroup } from '../routes/index';
import { registerGroup } from './register';

registerGroup(contractGroup);
