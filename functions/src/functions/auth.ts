import { authGroup } from '../routes/auth';
import { registerGroup } from './register';

registerGroup(authGroup);
