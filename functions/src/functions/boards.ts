import { boardsGroup } from '../routes/boards';
import { registerGroup } from './register';

registerGroup(boardsGroup);
