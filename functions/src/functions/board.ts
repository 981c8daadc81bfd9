import { boardGroup } from '../routes/board';
import { registerGroup } from './register';

registerGroup(boardGroup);
